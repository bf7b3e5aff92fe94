import { describe, expect, it } from "vitest";
import { reliabilityTable, scoreEmail, touchlessCurve } from "./reliability-report.ts";

const expected = {
  customer_number: "C1",
  order_reference: "PO-1",
  requested_delivery_date: null,
  lines: [
    { sku: "A", quantity: 2, unit: "pcs" },
    { sku: "B", quantity: 1.5, unit: "m" },
  ],
};
const confidence = { customer_number: 0.99, order_reference: 0.97, requested_delivery_date: 0.99 };

describe("the reliability report", () => {
  it("scores each value with its confidence, and an order right only when all of it is", () => {
    const right = scoreEmail(expected, {
      ...expected,
      lines: expected.lines.map((line) => ({ ...line, confidence: 0.95 })),
      confidence,
    });
    expect(right).toMatchObject({ allRight: true, readAsOrder: true, isOrder: true, lowest: 0.95 });
    expect(right.values.every((value) => value.right)).toBe(true);

    const missedLine = scoreEmail(expected, {
      ...expected,
      order_reference: "PO-2",
      lines: [{ sku: "A", quantity: 2, unit: "pcs", confidence: 0.99 }],
      confidence,
    });
    expect(missedLine.allRight).toBe(false);
    expect(missedLine.values.map((value) => value.right)).toEqual([true, false, true, true]);
  });

  it("buckets values by confidence and gives the share right in each", () => {
    const email = scoreEmail(expected, {
      ...expected,
      order_reference: null,
      lines: [
        { sku: "A", quantity: 2, unit: "pcs", confidence: 0.55 },
        { sku: "X", quantity: 1, unit: "pcs", confidence: 0.58 },
      ],
      confidence: { ...confidence, order_reference: 0.95 },
    });
    const table = reliabilityTable([email]);
    expect(table.find((row) => row.from === 0.5)).toMatchObject({ count: 2, shareRight: 0.5 });
    expect(table.find((row) => row.from === 0.9)).toMatchObject({ count: 3 });
    expect(table.find((row) => row.from === 0.9)?.shareRight).toBeCloseTo(2 / 3);
  });

  it("counts as touchless the orders whose every value reaches the threshold, and which of them are wrong", () => {
    const sure = scoreEmail(expected, {
      ...expected,
      lines: expected.lines.map((l) => ({ ...l, confidence: 0.99 })),
      confidence,
    });
    const sureButWrong = scoreEmail(expected, {
      ...expected,
      customer_number: "C2",
      lines: expected.lines.map((l) => ({ ...l, confidence: 0.99 })),
      confidence,
    });
    const unsure = scoreEmail(expected, {
      ...expected,
      lines: expected.lines.map((l) => ({ ...l, confidence: 0.6 })),
      confidence,
    });
    const curve = touchlessCurve([sure, sureButWrong, unsure]);
    expect(curve.find((row) => row.threshold === 0.8)).toMatchObject({ count: 2, wrong: 0.5 });
    expect(curve.find((row) => row.threshold === 0.8)?.touchless).toBeCloseTo(2 / 3);
    expect(curve.find((row) => row.threshold === 0.99)).toMatchObject({ count: 0, touchless: 0 });
  });
});
