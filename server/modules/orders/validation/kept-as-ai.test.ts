import { describe, expect, it } from "vitest";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { correctedHeaderFields, correctedLineFields, keptAsAi } from "./kept-as-ai.ts";
import type { WorkingOrder } from "./working-order.ts";

const result = {
  isOrder: true,
  kind: "order",
  customer: { customerNumber: "C-100", confidence: 0.97, provenance: { source: "subject" } },
  orderReference: { value: "PO-77", confidence: 0.9, provenance: { source: "subject" } },
  requestedDeliveryDate: null,
  lines: [
    {
      sku: "BOLT-1",
      quantity: "10",
      quantityNumber: 10,
      unit: "pcs",
      confidence: 0.8,
      provenance: { source: "subject" },
      sourceText: "10 x BOLT-1",
    },
  ],
} as ExtractedOrder;

const order: WorkingOrder = {
  customer_number: "C-100",
  order_reference: "PO-78",
  requested_delivery_date: null,
  delivery_address: "Kaai 1, Gent",
  remarks: null,
  lines: [
    { id: "a", product_code: "BOLT-1", quantity: "10.0", unit: "pcs", remarks: null, ai_line: 0 },
  ],
};

describe("keptAsAi", () => {
  it("compares text as it is, nothing and empty alike, quantities as decimals", () => {
    expect(keptAsAi("PO-77", "PO-77")).toBe(true);
    expect(keptAsAi("PO-77", "po-77")).toBe(false);
    expect(keptAsAi(null, "")).toBe(true);
    expect(keptAsAi(null, "PO-1")).toBe(false);
    expect(keptAsAi("10", "10.00", true)).toBe(true);
    expect(keptAsAi("10", "10.00")).toBe(false);
    expect(keptAsAi("10", "11", true)).toBe(false);
  });
});

describe("correctedHeaderFields", () => {
  it("lists the compared values that differ from the AI's, not the ones it never reads", () => {
    expect(correctedHeaderFields(result, order)).toEqual(["order_reference"]);
    // A date where the AI found none is a correction too.
    expect(
      correctedHeaderFields(result, { ...order, requested_delivery_date: "2026-12-03" }),
    ).toEqual(["order_reference", "requested_delivery_date"]);
  });

  it("counts every value given as a correction when the AI read nothing", () => {
    expect(correctedHeaderFields(null, order)).toEqual(["customer_number", "order_reference"]);
  });
});

describe("correctedLineFields", () => {
  const line = order.lines[0] as WorkingOrder["lines"][number];

  it("lists the line's values that differ from the AI's line it started as", () => {
    expect(correctedLineFields(result, line)).toEqual([]);
    expect(
      correctedLineFields(result, { ...line, product_code: "BOLT-2", unit: "box", remarks: "x" }),
    ).toEqual(["product_code", "unit"]);
  });

  it("lists nothing for a line the operator added", () => {
    expect(correctedLineFields(result, { ...line, ai_line: null, product_code: "NUT" })).toEqual(
      [],
    );
  });
});
