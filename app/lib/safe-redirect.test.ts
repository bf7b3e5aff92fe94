import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeRedirect("/login?x=1")).toBe("/login?x=1");
  });

  it.each([
    null,
    undefined,
    "",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "login",
  ])("falls back for %s", (value) => {
    expect(safeRedirect(value, "/home")).toBe("/home");
  });
});
