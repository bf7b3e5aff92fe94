import { describe, expect, it } from "vitest";
import { formatDecimalForInput, parseDecimal } from "./decimal-input";

describe("parseDecimal", () => {
  it.each([
    ["12,5", "12.5"],
    ["12.5", "12.5"],
    ["12,50", "12.5"],
    [" 7 ", "7"],
    ["007", "7"],
    ["-3,25", "-3.25"],
    ["-0", "0"],
    ["0,0", "0"],
    [",5", "0.5"],
    ["1250.125", "1250.125"],
  ])("reads %j as %j", (input, value) => {
    expect(parseDecimal(input)).toEqual({ ok: true, value });
  });

  it.each(["", "   "])("has no value for %j", (input) => {
    expect(parseDecimal(input)).toEqual({ ok: false, reason: "empty" });
  });

  it.each([
    "12a",
    "abc",
    "1.250,50",
    "1,2,3",
    "1 250",
    "+5",
    "--5",
    "5-",
    "12.",
    "-",
    ".",
    "1e3",
    "٣",
  ])("refuses %j", (input) => {
    expect(parseDecimal(input)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("formatDecimalForInput", () => {
  it.each([
    ["12.5", "12,50"],
    ["12", "12,00"],
    ["-3.25", "-3,25"],
    ["1250.125", "1250,125"],
    ["0.5", "0,50"],
  ])("shows %j as %j", (value, shown) => {
    expect(formatDecimalForInput(value)).toBe(shown);
  });

  it("shows nothing for no value, and an unreadable value as it is", () => {
    expect(formatDecimalForInput(null)).toBe("");
    expect(formatDecimalForInput("")).toBe("");
    expect(formatDecimalForInput("twelve")).toBe("twelve");
  });

  it("shows what it reads back to the same value", () => {
    for (const value of ["12.5", "-0.75", "3", "1250.125"]) {
      const shown = formatDecimalForInput(value);
      expect(parseDecimal(shown)).toEqual({ ok: true, value });
    }
  });
});
