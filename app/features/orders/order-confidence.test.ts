import { describe, expect, it } from "vitest";
import { headerConfidence, lineConfidence } from "./order-confidence";

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
