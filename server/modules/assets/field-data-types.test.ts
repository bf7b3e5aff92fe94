import { describe, expect, it } from "vitest";
import { type FieldSpec, parseFieldValue } from "./field-data-types.ts";

const field = (dataType: FieldSpec["dataType"], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key: "f",
  dataType,
  ...extra,
});
const value = (spec: FieldSpec, raw: unknown) => {
  const result = parseFieldValue(spec, raw);
  return result.ok ? result.value : `refused: ${result.message}`;
};

describe("field values by data type", () => {
  it("boolean", () => {
    expect(value(field("boolean"), true)).toBe(true);
    expect(value(field("boolean"), "ja")).toBe(true);
    expect(value(field("boolean"), "No")).toBe(false);
    expect(value(field("boolean"), "maybe")).toBe("refused: must be yes or no");
  });

  it("date", () => {
    expect(value(field("date"), "2026-02-28")).toBe("2026-02-28");
    expect(value(field("date"), "1-3-2026")).toBe("2026-03-01");
    expect(value(field("date"), "2026-02-30")).toBe("refused: is not a calendar date");
    expect(value(field("date"), "tomorrow")).toMatch(/^refused/);
  });

  it("time", () => {
    expect(value(field("time"), "9:05")).toBe("09:05:00");
    expect(value(field("time"), "23:59:59")).toBe("23:59:59");
    expect(value(field("time"), "24:00")).toMatch(/^refused/);
  });

  it("dateTime, kept in UTC", () => {
    expect(value(field("dateTime"), "2026-03-01T10:00:00+01:00")).toBe("2026-03-01T09:00:00.000Z");
    expect(value(field("dateTime"), "2026-03-01 10:00")).toMatch(/^refused: .*time zone/);
  });

  it("decimal, exact, with comma or dot and a plain minus", () => {
    expect(value(field("decimal"), "12,50")).toBe("12.50");
    expect(value(field("decimal"), "-0003.10")).toBe("-3.10");
    expect(value(field("decimal"), "0.1")).toBe("0.1");
    expect(value(field("decimal"), "12345678901234567890.123")).toBe("12345678901234567890.123");
    expect(value(field("decimal"), "1.234,5")).toMatch(/^refused/);
    expect(value(field("decimal"), "−5")).toMatch(/^refused/);
    expect(value(field("decimal"), "-0")).toBe("0");
  });

  it("integer", () => {
    expect(value(field("integer"), "42")).toBe(42);
    expect(value(field("integer"), "4.2")).toBe("refused: must be a whole number");
    expect(value(field("integer"), "99999999999999999999")).toBe("refused: is too large");
  });

  it("accuracy, a percentage", () => {
    expect(value(field("accuracy"), "97,5%")).toBe(97.5);
    expect(value(field("accuracy"), "101")).toMatch(/^refused/);
  });

  it("enum, one of its options", () => {
    const unit = field("enum", { options: ["box", "piece", "metre"] });
    expect(value(unit, "Box")).toBe("box");
    expect(value(unit, "crate")).toBe("refused: must be one of: box, piece, metre");
  });

  it("array of texts", () => {
    expect(value(field("array"), "a@x.nl, b@x.nl")).toEqual(["a@x.nl", "b@x.nl"]);
    expect(value(field("array"), ["one", " two "])).toEqual(["one", "two"]);
  });

  it("string, text and longText by length", () => {
    expect(value(field("string"), "  Hex bolt ")).toBe("Hex bolt");
    expect(value(field("string"), "x".repeat(256))).toBe("refused: must be at most 255 characters");
    expect(value(field("string"), "two\nlines")).toBe("refused: must be a single line");
    expect(value(field("text"), "two\nlines")).toBe("two\nlines");
    expect(value(field("longText"), "x".repeat(20_000))).toHaveLength(20_000);
  });

  it("required and optional blanks", () => {
    expect(value(field("string"), "")).toBeNull();
    expect(value(field("string", { required: true }), " ")).toBe("refused: is required");
    expect(value(field("array", { required: true }), [])).toBe("refused: is required");
  });
});
