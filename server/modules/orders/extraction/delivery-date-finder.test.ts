import { describe, expect, it } from "vitest";
import { findDeliveryDate } from "./delivery-date-finder.ts";
import type { SourceLine } from "./found-value.ts";

const mailDate = new Date("2026-11-20T09:00:00+01:00");
const lines = (...texts: string[]): SourceLine[] =>
  texts.map((text) => ({ text, provenance: { source: "subject" }, origin: "own" }));

describe("findDeliveryDate", () => {
  it("takes a date on a line that asks for delivery", () => {
    expect(
      findDeliveryDate(lines("Besteldatum: 19-11-2026", "Graag leveren op 4 december."), mailDate)
        ?.value,
    ).toBe("2026-12-04");
    expect(findDeliveryDate(lines("Please deliver on Dec 2, 2026"), mailDate)?.value).toBe(
      "2026-12-02",
    );
  });
  it("gives nothing for week numbers and relative wordings", () => {
    expect(findDeliveryDate(lines("Levering in week 50 graag."), mailDate)).toBeNull();
    expect(
      findDeliveryDate(lines("Delivery asap please", "next Tuesday is fine"), mailDate),
    ).toBeNull();
  });
  it("ignores order dates and absence periods", () => {
    expect(findDeliveryDate(lines("Order date 18-11-2026"), mailDate)).toBeNull();
    expect(
      findDeliveryDate(lines("Ik ben afwezig tot 30 november, levering via collega"), mailDate),
    ).toBeNull();
  });
});
