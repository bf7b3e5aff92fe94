import { describe, expect, it } from "vitest";
import { formatDecimal, fromLocalDateTimeInput, toLocalDateTimeInput } from "./entry-value-format";

describe("formatDecimal", () => {
  it("shows two decimals with a comma, rounding half up on the exact string", () => {
    expect(formatDecimal("12.5")).toBe("12,50");
    expect(formatDecimal("5.09")).toBe("5,09");
    expect(formatDecimal("100")).toBe("100,00");
    expect(formatDecimal("0.005")).toBe("0,01");
    expect(formatDecimal("2.675")).toBe("2,68");
    expect(formatDecimal("-3.1")).toBe("-3,10");
    expect(formatDecimal("-0.001")).toBe("0,00");
    expect(formatDecimal("123456789012345678901234.129")).toBe("123456789012345678901234,13");
  });

  it("leaves what is not a decimal as it is", () => {
    expect(formatDecimal("n/a")).toBe("n/a");
  });
});

describe("date-time inputs in Brussels time", () => {
  it("shows a UTC instant as the Brussels wall clock, summer and winter", () => {
    expect(toLocalDateTimeInput("2026-07-01T10:00:00.000Z")).toBe("2026-07-01T12:00");
    expect(toLocalDateTimeInput("2026-01-15T10:00:00.000Z")).toBe("2026-01-15T11:00");
  });

  it("reads the wall clock back as the same UTC instant", () => {
    expect(fromLocalDateTimeInput("2026-07-01T12:00")).toBe("2026-07-01T10:00:00.000Z");
    expect(fromLocalDateTimeInput("2026-01-15T11:00")).toBe("2026-01-15T10:00:00.000Z");
    expect(fromLocalDateTimeInput("2026-03-29T03:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(fromLocalDateTimeInput("not a time")).toBeNull();
  });
});
