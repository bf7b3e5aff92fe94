import { describe, expect, it } from "vitest";
import { canonicalDecimal } from "./order-decimal.ts";

describe("quantities as the API keeps them", () => {
  it("takes comma or dot and an optional minus, keeping one form per value", () => {
    expect(canonicalDecimal("12,50")).toBe("12.5");
    expect(canonicalDecimal("12.5")).toBe("12.5");
    expect(canonicalDecimal(" 007 ")).toBe("7");
    expect(canonicalDecimal("-3,0")).toBe("-3");
    expect(canonicalDecimal("-0")).toBe("0");
    expect(canonicalDecimal("0.25")).toBe("0.25");
  });

  it("refuses anything else", () => {
    for (const bad of ["", "-", "1.2.3", "1,234.5", "+3", "3 st", "1e3", ".5", "5.", "--1"]) {
      expect(canonicalDecimal(bad)).toBeNull();
    }
  });
});
