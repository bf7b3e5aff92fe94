import type { WorkingOrder } from "./inquiry-api.server";

/** What the AI found (`result` of an inquiry): a loose record, read defensively. */
type Result = Record<string, unknown> | null | undefined;

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const confidence = (found: unknown): number | null => {
  const value = record(found)?.confidence;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : null;

const aiLines = (result: Result) => {
  const lines = result?.lines;
  return Array.isArray(lines) ? lines : [];
};

/** How sure the AI was of each header value it found (0..1), null where it found none. */
export function headerConfidence(result: Result) {
  return {
    customer_number: confidence(result?.customer),
    order_reference: confidence(result?.orderReference),
    requested_delivery_date: confidence(result?.requestedDeliveryDate),
  };
}

/** How sure the AI was of the line it read as `aiLine`; null for a line an operator added. */
export function lineConfidence(result: Result, aiLine: number | null | undefined) {
  return aiLine == null ? null : confidence(aiLines(result)[aiLine]);
}

/**
 * The order to show: the working order, or, for an inquiry read before validation kept one,
 * the order as the AI found it.
 */
export function orderToShow(inquiry: {
  order?: WorkingOrder | null;
  result: Result;
}): WorkingOrder | null {
  if (inquiry.order) return inquiry.order;
  const result = inquiry.result;
  if (!result || result.isOrder === false) return null;
  const foundValue = (found: unknown) => text(record(found)?.value);
  return {
    customer_number: text(record(result.customer)?.customerNumber),
    order_reference: foundValue(result.orderReference),
    requested_delivery_date: foundValue(result.requestedDeliveryDate),
    delivery_address: null,
    remarks: null,
    lines: aiLines(result).map((line, index) => ({
      product_code: text(record(line)?.sku),
      quantity: text(record(line)?.quantity),
      unit: text(record(line)?.unit),
      ai_line: index,
    })),
  };
}
