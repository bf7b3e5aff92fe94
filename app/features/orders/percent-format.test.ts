import { describe, expect, it } from "vitest";
import { formatPercent } from "./percent-format";

describe("formatPercent", () => {
  it("shows a fraction as a whole percentage", () => {
    expect(formatPercent(0.875, "en")).toBe("88%");
    expect(formatPercent(1, "en")).toBe("100%");
    expect(formatPercent(0, "nl")).toMatch(/^0\s?%$/);
  });

  it("shows nothing for a missing value", () => {
    expect(formatPercent(null, "en")).toBe("");
    expect(formatPercent(undefined, "en")).toBe("");
    expect(formatPercent(Number.NaN, "en")).toBe("");
  });
});
