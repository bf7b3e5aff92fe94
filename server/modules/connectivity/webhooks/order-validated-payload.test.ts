import { describe, expect, it } from "vitest";
import type { ExtractedOrder } from "../../orders/extraction/extract-order.ts";
import type { WorkingOrder } from "../../orders/validation/working-order.ts";
import { orderValidatedPayload } from "./order-validated-payload.ts";

const body = (start: number, end: number) => ({
  source: "body" as const,
  format: "text" as const,
  start,
  end,
});

const result: ExtractedOrder = {
  isOrder: true,
  kind: "order",
  customer: { customerNumber: "C-100", confidence: 0.97, provenance: { source: "subject" } },
  orderReference: { value: "PO-77", confidence: 0.9, provenance: body(10, 15) },
  requestedDeliveryDate: null,
  lines: [
    {
      sku: "BOLT-1",
      quantity: "10",
      quantityNumber: 10,
      unit: "pcs",
      confidence: 0.8,
      provenance: { source: "pdf", attachment: "order.pdf", page: 1, x: 40, y: 300 },
      sourceText: "10 x BOLT-1",
    },
    {
      sku: "NUT-9",
      quantity: "5",
      quantityNumber: 5,
      unit: "box",
      confidence: 0.6,
      provenance: { source: "sheet", attachment: "order.xlsx", sheet: "Order", cell: "B4" },
      sourceText: "NUT-9 5 box",
      engine: "llm",
    },
  ],
} as ExtractedOrder;

const order: WorkingOrder = {
  customer_number: "C-100",
  order_reference: "PO-78",
  requested_delivery_date: "2026-12-03",
  delivery_address: null,
  remarks: null,
  lines: [
    {
      id: "a",
      product_code: "BOLT-1",
      quantity: "10.0",
      unit: "pcs",
      remarks: null,
      ai_line: 0,
    },
    { id: "b", product_code: "NUT-8", quantity: "5", unit: "box", remarks: null, ai_line: 1 },
    { id: "c", product_code: "WASHER", quantity: "2", unit: null, remarks: "extra", ai_line: null },
  ],
};

const descriptions: Record<string, string> = { "BOLT-1": "Bolt M8", "NUT-8": "Nut M8" };

const payload = (overrides: Partial<Parameters<typeof orderValidatedPayload>[0]> = {}) =>
  orderValidatedPayload({
    inquiryId: "4f0c3a52-0000-4000-8000-000000000001",
    status: "validated",
    order,
    result,
    customerName: "Bouwmarkt Jansen",
    productDescription: (code) => descriptions[code] ?? null,
    validatedAt: new Date("2026-11-24T08:00:00Z"),
    validatedBy: "Ann Operator",
    automatic: false,
    timestamp: new Date("2026-11-24T08:00:01Z"),
    ...overrides,
  });

describe("the order.validated payload", () => {
  it("carries the validated order's header, customer and numbered lines", () => {
    const event = payload();
    expect(event.type).toBe("order.validated");
    expect(event.timestamp).toBe("2026-11-24T08:00:01.000Z");
    expect(event.data).toMatchObject({
      order_id: "4f0c3a52-0000-4000-8000-000000000001",
      status: "validated",
      order_reference: "PO-78",
      requested_delivery_date: "2026-12-03",
      customer: { number: "C-100", name: "Bouwmarkt Jansen" },
      validated_at: "2026-11-24T08:00:00.000Z",
      validated_by: "Ann Operator",
      automatic: false,
    });
    expect(event.data.lines).toEqual([
      {
        line: 1,
        product_code: "BOLT-1",
        product_description: "Bolt M8",
        quantity: "10.0",
        unit: "pcs",
        remarks: null,
      },
      {
        line: 2,
        product_code: "NUT-8",
        product_description: "Nut M8",
        quantity: "5",
        unit: "box",
        remarks: null,
      },
      {
        line: 3,
        product_code: "WASHER",
        product_description: null,
        quantity: "2",
        unit: null,
        remarks: "extra",
      },
    ]);
  });

  it("says where each value came from, with the AI's confidence and place in the e-mail", () => {
    const { sources } = payload().data;
    expect(sources.customer_number).toEqual({
      origin: "extracted",
      extracted_value: "C-100",
      confidence: 0.97,
      provenance: { source: "subject" },
    });
    expect(sources.order_reference).toEqual({
      origin: "corrected",
      extracted_value: "PO-77",
      confidence: 0.9,
      provenance: body(10, 15),
    });
    expect(sources.requested_delivery_date).toEqual({
      origin: "entered",
      extracted_value: null,
      confidence: null,
      provenance: null,
    });
    const [first, second, third] = sources.lines;
    // 10.0 is the 10 the AI read
    expect(first?.quantity.origin).toBe("extracted");
    expect(first?.product_code).toMatchObject({
      origin: "extracted",
      confidence: 0.8,
      provenance: { source: "pdf", attachment: "order.pdf", page: 1 },
    });
    expect(second?.product_code).toMatchObject({
      origin: "corrected",
      extracted_value: "NUT-9",
      engine: "llm",
      provenance: { source: "sheet", cell: "B4" },
    });
    expect(second?.unit.origin).toBe("extracted");
    expect(third).toEqual({
      line: 3,
      product_code: {
        origin: "entered",
        extracted_value: null,
        confidence: null,
        provenance: null,
      },
      quantity: { origin: "entered", extracted_value: null, confidence: null, provenance: null },
      unit: { origin: "none", extracted_value: null, confidence: null, provenance: null },
    });
  });

  it("marks an automatic validation, with no person, and an order the AI did not read", () => {
    const event = payload({ validatedBy: null, automatic: true, result: null });
    expect(event.data.automatic).toBe(true);
    expect(event.data).not.toHaveProperty("validated_by");
    expect(event.data.sources.customer_number.origin).toBe("entered");
    expect(JSON.parse(JSON.stringify(event))).toEqual(event);
  });
});
