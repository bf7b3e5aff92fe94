import { describe, expect, it } from "vitest";
import { matchesFileNamePattern as matches } from "./file-name-pattern.ts";

describe("an import profile's file name pattern", () => {
  it("matches `*` to any characters and `?` to one, the whole name", () => {
    expect(matches("products-2026-11-27.csv", "products-*.csv")).toBe(true);
    expect(matches("products.csv", "products*.csv")).toBe(true);
    expect(matches("products-1.csv.bak", "products-*.csv")).toBe(false);
    expect(matches("old-products-1.csv", "products-*.csv")).toBe(false);
    expect(matches("prices-07.txt", "prices-??.txt")).toBe(true);
    expect(matches("prices-7.txt", "prices-??.txt")).toBe(false);
    expect(matches("anything at all", "*")).toBe(true);
    expect(matches("", "*")).toBe(true);
    expect(matches("a", "")).toBe(false);
  });

  it("takes every other character literally, case-sensitively", () => {
    expect(matches("list(1).csv", "list(1).csv")).toBe(true);
    expect(matches("listX1Ycsv", "list(1).csv")).toBe(false);
    expect(matches("a+b[c].csv", "a+b[c].*")).toBe(true);
    expect(matches("Products.csv", "products.csv")).toBe(false);
  });

  it("backtracks to the last star, so a later match is found", () => {
    expect(matches("abcabd.csv", "*abd.csv")).toBe(true);
    expect(matches("aaaab", "*a*b")).toBe(true);
    expect(matches("aaaa", "*a*b")).toBe(false);
  });

  // A regular expression of `.*a` runs would not finish this within the test's time-out (nor
  // within the universe's age): the process's event loop would be held by one pattern.
  it("answers a pattern made to backtrack", () => {
    expect(matches("a".repeat(250), `${"*a".repeat(90)}*b`)).toBe(false);
    expect(matches(`${"a".repeat(250)}b`, `${"*a".repeat(90)}*b`)).toBe(true);
  });
});
