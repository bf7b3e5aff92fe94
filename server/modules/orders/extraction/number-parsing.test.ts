import { describe, expect, it } from "vitest";
import { conventionOfColumn, parseNumber } from "./number-parsing.ts";

describe("parseNumber", () => {
  it("reads Dutch numbers: dot groups thousands, comma is the decimal mark", () => {
    expect(parseNumber("1.250", "nl")?.value).toBe(1250);
    expect(parseNumber("1.250,5", "nl")).toEqual({ value: 1250.5, decimal: "1250.5" });
    expect(parseNumber("22,5", "nl")?.value).toBe(22.5);
    expect(parseNumber("2.75", "nl")?.value).toBe(2.75);
  });
  it("reads English numbers: comma groups thousands", () => {
    expect(parseNumber("1,250", "en")?.value).toBe(1250);
    expect(parseNumber("1,250.5", "en")?.value).toBe(1250.5);
    expect(parseNumber("0.5", "en")?.value).toBe(0.5);
  });
  it("keeps the exact decimal and refuses what is no number", () => {
    expect(parseNumber("12,50", "nl")?.decimal).toBe("12.5");
    expect(parseNumber("12a", "nl")).toBeNull();
  });
  it("tells a column's decimal mark from its values", () => {
    expect(conventionOfColumn(["1", "0,5"], "en")).toBe("nl");
    expect(conventionOfColumn(["2.75"], "nl")).toBe("en");
  });
});
