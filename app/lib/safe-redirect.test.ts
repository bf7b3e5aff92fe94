import { describe, expect, it } from "vitest";
import { maxRedirectLength, safeRedirect } from "./safe-redirect";

const ourOrigin = "https://fennec.example";

/** Where a browser goes with `Location: <target>` from one of our pages. */
function destination(target: string) {
  return new URL(target, `${ourOrigin}/switch-tenant`);
}

describe("safeRedirect", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirect("/login?x=1")).toBe("/login?x=1");
    expect(safeRedirect("/admin/master-data/abc#fields")).toBe("/admin/master-data/abc#fields");
  });

  it("answers the normalised path it checked", () => {
    expect(safeRedirect("/a/./b/../c?q=1")).toBe("/a/c?q=1");
    expect(safeRedirect("/to process")).toBe("/to%20process");
  });

  it.each([
    null,
    undefined,
    "",
    "login",
    "https://evil.example/",
    "//evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "javascript:alert(1)",
  ])("falls back for %j", (value) => {
    expect(safeRedirect(value, "/home")).toBe("/home");
  });

  it.each([
    "/%2f%2fevil.example",
    "/%5c%5cevil.example",
    "/%2e%2e//evil.example",
    "/.%2f/evil.example",
    "/\u0000/evil.example",
    "/@evil.example",
  ])("keeps %j on our origin", (value) => {
    const target = safeRedirect(value, "/home");
    expect(target.startsWith("/")).toBe(true);
    expect(destination(target).origin).toBe(ourOrigin);
  });

  it("falls back for values longer than the maximum, and keeps one at the maximum", () => {
    const atMaximum = `/${"a".repeat(maxRedirectLength - 1)}`;
    expect(safeRedirect(atMaximum, "/home")).toBe(atMaximum);
    expect(safeRedirect(`${atMaximum}a`, "/home")).toBe("/home");
    expect(safeRedirect(`/${"x".repeat(1_000_000)}`, "/home")).toBe("/home");
  });

  it("measures the normalised target: percent-encoding cannot stretch it past the maximum", () => {
    const euros = `/${"€".repeat(500)}`;
    expect(euros.length).toBeLessThan(maxRedirectLength);
    expect(safeRedirect(euros, "/home")).toBe("/home");
    expect(safeRedirect("/prijs/€", "/home")).toBe("/prijs/%E2%82%AC");
  });
});
