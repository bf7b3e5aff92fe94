import type { AiResult, AiValue } from "./order-api.server";

/** The AI's value of a header field, else how sure it is that the message has none. */
export function aiHeaderValue(
  result: AiResult | null | undefined,
  field: "customer" | "orderReference" | "requestedDeliveryDate",
): AiValue | null {
  const found = result?.[field];
  if (found) return found;
  const absent = result?.headerConfidence?.[field];
  return absent === undefined || absent === null ? null : { confidence: absent, absent: true };
}
