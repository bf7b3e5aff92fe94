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
