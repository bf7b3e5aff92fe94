import { describe, expect, it } from "vitest";
import { joinRemotePath, normalizeRemotePath, remoteParent } from "./remote-path.ts";

describe("remote paths", () => {
  it("normalises slashes and dots, keeping absolute and relative apart", () => {
    expect(normalizeRemotePath("/outbox//orders/./")).toBe("/outbox/orders");
    expect(normalizeRemotePath("outbox/orders")).toBe("outbox/orders");
    expect(normalizeRemotePath("/")).toBe("/");
    expect(normalizeRemotePath("")).toBe(".");
    expect(normalizeRemotePath("./")).toBe(".");
  });

  it.each([
    "../etc/passwd",
    "/outbox/../../etc",
    "outbox/..",
    "a\\b",
    "a\0b",
    "a\r\nDELE x",
    "a\tb",
    "a\u001b[2Jb",
  ])("refuses %j with invalid-path", (path) => {
    expect(() => normalizeRemotePath(path)).toThrow(
      expect.objectContaining({ code: "invalid-path" }),
    );
  });

  it("joins a directory and one name, refusing names that are paths", () => {
    expect(joinRemotePath("/outbox/", "orders.csv")).toBe("/outbox/orders.csv");
    expect(joinRemotePath("/", "orders.csv")).toBe("/orders.csv");
    expect(joinRemotePath(".", "orders.csv")).toBe("orders.csv");
    expect(joinRemotePath("in", "orders.csv")).toBe("in/orders.csv");
    for (const name of ["..", "a/b", "", "."]) {
      expect(() => joinRemotePath("/outbox", name)).toThrow(
        expect.objectContaining({ code: "invalid-path" }),
      );
    }
  });

  it("finds the parent directory", () => {
    expect(remoteParent("/outbox/orders.csv")).toBe("/outbox");
    expect(remoteParent("/orders.csv")).toBe("/");
    expect(remoteParent("orders.csv")).toBe(".");
  });
});
