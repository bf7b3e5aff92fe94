import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeLineErrors, formatDuration, linesOfDelivery } from "./order-delivery-lines";
import { deliveryFieldsSchema, orderDeliverySchema } from "./order-delivery-schema";

describe("describeLineErrors", () => {
  const lines = [
    { product_code: "HB-M6x16" },
    { product_code: "HB-M6x20" },
    { product_code: null },
  ];

  it("ties each error to the order's line, counted from 1, with its product code", () => {
    expect(
      describeLineErrors(
        [
          { line: 3, message: "Quantity must be positive" },
          { line: 2, message: "Unknown product code" },
        ],
        lines,
      ),
    ).toEqual([
      { number: 2, productCode: "HB-M6x20", message: "Unknown product code" },
      { number: 3, productCode: null, message: "Quantity must be positive" },
    ]);
  });

  it("keeps an error for a line the order no longer has", () => {
    expect(describeLineErrors([{ line: 7, message: "Unknown unit" }], lines)).toEqual([
      { number: 7, productCode: null, message: "Unknown unit" },
    ]);
  });
});

describe("linesOfDelivery", () => {
  const order = { lines: [{ product_code: "HB-M6x20" }] };

  it("ties the newest delivery of a refused order to the order as it stands", () => {
    expect(linesOfDelivery({ status: "submit_failed", order }, true)).toEqual(order.lines);
  });

  it("ties no other delivery to today's lines: they may have been corrected since", () => {
    expect(linesOfDelivery({ status: "submit_failed", order }, false)).toEqual([]);
    expect(linesOfDelivery({ status: "submitted", order }, true)).toEqual([]);
    expect(linesOfDelivery({ status: "submit_failed", order: null }, true)).toEqual([]);
  });
});

describe("formatDuration", () => {
  it("shows milliseconds below a second, seconds above", () => {
    expect(formatDuration(850, "en")).toBe("850 ms");
    expect(formatDuration(1234, "en")).toBe("1.2 s");
    expect(formatDuration(1234, "nl")).toBe("1,2 s");
  });
});

describe("the delivery part of an inquiry's answer", () => {
  const schema = z.object(deliveryFieldsSchema);

  it("parses an answer from before delivery existed as not sent", () => {
    expect(schema.parse({})).toEqual({ erp_order_number: null, deliveries: [], exports: [] });
  });

  it("parses a refused delivery with its line errors and attempts", () => {
    const delivery = orderDeliverySchema.parse({
      id: "d1",
      status: "refused",
      integration_name: "mynuma",
      erp_order_number: null,
      reason: "2 lines refused",
      line_errors: [{ line: 2, message: "Unknown product code" }],
      created_at: "2026-03-02T10:00:00.000Z",
      submitted_at: null,
      completed_at: null,
      attempts: [
        {
          kind: "submit",
          outcome: "refused",
          reason: "2 lines refused",
          duration_ms: 42,
          at: "2026-03-02T10:00:01.000Z",
        },
      ],
    });
    expect(delivery.line_errors).toHaveLength(1);
    expect(delivery.attempts[0]?.outcome).toBe("refused");
    const { line_errors: _, ...older } = delivery;
    expect(orderDeliverySchema.parse(older).line_errors).toEqual([]);
  });
});
