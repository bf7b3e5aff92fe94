import { describe, expect, it } from "vitest";
import { adminNavigation, staffNavigation, visibleSections } from "./navigation-items";

const operator = {
  permissions: [
    "read:reference_data",
    "write:reference_data",
    "read:order_data",
    "write:order_data",
    "read:validated_order",
    "tenant:t1",
  ],
};

describe("visibleSections", () => {
  it("hides the administration from an operator", () => {
    const sections = visibleSections([staffNavigation, adminNavigation], operator);
    expect(sections.map((section) => section.label)).toEqual(["staffAreas"]);
    expect(sections[0]?.items.map((item) => item.to)).toEqual([
      "/",
      "/to-process",
      "/validate",
      "/order-inquiries",
      "/archive",
      "/reference-data",
    ]);
  });

  it("shows only the links a permission opens", () => {
    const sections = visibleSections([adminNavigation], { permissions: ["manage:users"] });
    expect(sections[0]?.items.map((item) => item.to)).toEqual(["/admin/users"]);
  });

  it("shows nothing but home without a user", () => {
    const sections = visibleSections([staffNavigation, adminNavigation], null);
    expect(sections.flatMap((section) => section.items.map((item) => item.to))).toEqual(["/"]);
  });
});
