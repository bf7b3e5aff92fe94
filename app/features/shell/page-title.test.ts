import { describe, expect, it } from "vitest";
import { pageTitle, pageTitleFromMatches } from "./page-title";

describe("pageTitle", () => {
  it("joins product, tenant and subtitle", () => {
    expect(pageTitle({ productName: "Fennec", tenantName: "Acme", subtitle: "Validate" })).toBe(
      "Fennec — Acme — Validate",
    );
  });

  it("leaves out the tenant when there is none", () => {
    expect(pageTitle({ productName: "Fennec", subtitle: "Sign in" })).toBe("Fennec — Sign in");
  });

  it("reads product and tenant from the root match", () => {
    const matches = [{ id: "root", loaderData: { productName: "Fennec", tenantName: "Acme" } }];
    expect(pageTitleFromMatches(matches, "Home")).toBe("Fennec — Acme — Home");
  });
});
