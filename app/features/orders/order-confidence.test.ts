import { describe, expect, it } from "vitest";
import { headerConfidence, lineConfidence, orderToShow } from "./order-confidence";

const result = {
  isOrder: true,
  customer: { customerNumber: "C-100", confidence: 0.9 },
  orderReference: { value: "PO-7", confidence: 0.75 },
  requestedDeliveryDate: null,
  lines: [
    { sku: "SKU-1", quantity: "12.5", unit: "box", confidence: 0.8 },
    { sku: "SKU-2", quantity: "3", unit: "pcs", confidence: "high" },
  ],
};

describe("headerConfidence", () => {
  it("reads the confidence of each header value, null where there is none", () => {
    expect(headerConfidence(result)).toEqual({
      customer_number: 0.9,
      order_reference: 0.75,
      requested_delivery_date: null,
    });
    expect(headerConfidence(null)).toEqual({
      customer_number: null,
      order_reference: null,
      requested_delivery_date: null,
    });
  });
});

describe("lineConfidence", () => {
  it("reads the confidence of the AI's line, null for an added line or a strange value", () => {
    expect(lineConfidence(result, 0)).toBe(0.8);
    expect(lineConfidence(result, 1)).toBeNull();
    expect(lineConfidence(result, 5)).toBeNull();
    expect(lineConfidence(result, null)).toBeNull();
  });
});

describe("orderToShow", () => {
  it("prefers the working order", () => {
    const order = { customer_number: "C-2", lines: [] };
    expect(orderToShow({ order, result })).toBe(order);
  });

  it("falls back to the order as the AI found it", () => {
    expect(orderToShow({ order: null, result })).toEqual({
      customer_number: "C-100",
      order_reference: "PO-7",
      requested_delivery_date: null,
      delivery_address: null,
      remarks: null,
      lines: [
        { product_code: "SKU-1", quantity: "12.5", unit: "box", ai_line: 0 },
        { product_code: "SKU-2", quantity: "3", unit: "pcs", ai_line: 1 },
      ],
    });
  });

  it("has no order for what is not one, or not read yet", () => {
    expect(orderToShow({ result: { isOrder: false, lines: [] } })).toBeNull();
    expect(orderToShow({ result: null })).toBeNull();
  });
});
