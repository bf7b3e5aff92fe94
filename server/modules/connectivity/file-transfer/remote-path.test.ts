import { describe, expect, it } from "vitest";
import { joinRemotePath, normaliseRemotePath, parentRemotePath } from "./remote-path.ts";

describe("remote paths", () => {
  it("normalises to an absolute path with single separators", () => {
    expect(normaliseRemotePath("")).toBe("/");
    expect(normaliseRemotePath("orders//out/./")).toBe("/orders/out");
    expect(joinRemotePath("/orders", "PO 1.csv")).toBe("/orders/PO 1.csv");
    expect(joinRemotePath("/", "a.csv")).toBe("/a.csv");
    expect(parentRemotePath("/orders/out")).toBe("/orders");
    expect(parentRemotePath("/orders")).toBe("/");
    expect(parentRemotePath("/")).toBeNull();
  });

  it.each([
    "../etc",
    "/orders/../../etc/passwd",
    "orders\\..\\x",
    "a\u0000b",
    "a\nb",
    "x".repeat(1025),
  ])("refuses %j", (input) => {
    expect(() => normaliseRemotePath(input)).toThrow(
      expect.objectContaining({ code: "invalid-path" }),
    );
  });

  it("refuses a file name that climbs or holds a separator", () => {
    for (const name of ["..", "a/b", ""]) {
      expect(() => joinRemotePath("/orders", name)).toThrow(
        expect.objectContaining({ code: "invalid-path" }),
      );
    }
  });
});
