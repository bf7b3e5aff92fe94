import { describe, expect, it } from "vitest";
import { findDates } from "./date-parsing.ts";

const mailDate = new Date("2026-11-20T09:00:00+01:00");
const isoOf = (text: string) => findDates(text, mailDate).map((d) => d.iso);

describe("findDates", () => {
  it("reads numeric forms", () => {
    expect(isoOf("03-12-2026")).toEqual(["2026-12-03"]);
    expect(isoOf("2026-12-03")).toEqual(["2026-12-03"]);
    expect(isoOf("3/12/2026")).toEqual(["2026-12-03"]);
  });
  it("reads Dutch and English month names", () => {
    expect(isoOf("donderdag 3 december 2026")).toEqual(["2026-12-03"]);
    expect(isoOf("Dec 3, 2026")).toEqual(["2026-12-03"]);
    expect(isoOf("3rd of")).toEqual([]);
  });
  it("takes the next occurrence of a date without a year", () => {
    expect(isoOf("op 3 december")).toEqual(["2026-12-03"]);
    expect(isoOf("on 5 January")).toEqual(["2027-01-05"]);
  });
  it("rejects impossible dates", () => {
    expect(isoOf("31-02-2026")).toEqual([]);
  });
});

// Each of these held the event loop for seconds before it was bounded.
describe("findDates on adversarial text", () => {
  it("reads a month name followed by a megabyte of spaces", () => {
    expect(isoOf(`3 december${" ".repeat(1_000_000)}2027`)).toEqual(["2027-12-03"]);
    expect(isoOf(`december 3${" ".repeat(1_000_000)}, 2027`)).toEqual(["2027-12-03"]);
    expect(isoOf(`3 december${" ".repeat(1_000_000)}x`)).toEqual(["2026-12-03"]);
  });
  it("reads every date of a megabyte full of them", () => {
    const dates = isoOf("lever 3 mei of 4/5/2027, ".repeat(40_000));
    expect(dates).toHaveLength(80_000);
    expect(dates.slice(0, 2)).toEqual(["2027-05-03", "2027-05-04"]);
  });
});
