import { randomUUID } from "node:crypto";
import type { ExtractedOrder } from "../extraction/extract-order.ts";

/** One line of the order an operator validates (decision 016). */
export type WorkingLine = {
  id: string;
  product_code: string | null;
  /** A decimal as "12.5": digits, an optional minus, a dot. */
  quantity: string | null;
  unit: string | null;
  remarks: string | null;
  /** The index of the AI's line in `result.lines` it started as; null for a line added by hand. */
  ai_line: number | null;
  /**
   * For a line added by hand for a text the AI found no product in: its index in
   * `result.unmatched` (decision 037), what validating it teaches. Null or absent otherwise.
   */
  unmatched_text?: number | null;
};

/** The order an operator validates: made from the AI's result, then edited. */
export type WorkingOrder = {
  customer_number: string | null;
  order_reference: string | null;
  /** "YYYY-MM-DD" */
  requested_delivery_date: string | null;
  delivery_address: string | null;
  remarks: string | null;
  lines: WorkingLine[];
};

export const HEADER_FIELDS = [
  "customer_number",
  "order_reference",
  "requested_delivery_date",
  "delivery_address",
  "remarks",
] as const satisfies readonly (keyof WorkingOrder)[];

export const LINE_FIELDS = [
  "product_code",
  "quantity",
  "unit",
  "remarks",
] as const satisfies readonly (keyof WorkingLine)[];

/** The working order as the AI left it. */
export function workingOrderFrom(result: ExtractedOrder): WorkingOrder {
  return {
    customer_number: result.customer?.customerNumber ?? null,
    order_reference: result.orderReference?.value ?? null,
    requested_delivery_date: result.requestedDeliveryDate?.value ?? null,
    delivery_address: null,
    remarks: null,
    lines: result.lines.map((line, index) => ({
      id: randomUUID(),
      product_code: line.sku || null,
      quantity: line.quantity || null,
      unit: line.unit || null,
      remarks: null,
      ai_line: index,
      unmatched_text: null,
    })),
  };
}

/** What the AI said for a header field or a line's field, as text; null where it said nothing. */
export function aiHeaderValue(
  result: ExtractedOrder | null,
  field: (typeof HEADER_FIELDS)[number],
): string | null {
  if (!result) return null;
  if (field === "customer_number") return result.customer?.customerNumber ?? null;
  if (field === "order_reference") return result.orderReference?.value ?? null;
  if (field === "requested_delivery_date") return result.requestedDeliveryDate?.value ?? null;
  return null;
}

export function aiLineValue(
  result: ExtractedOrder | null,
  aiLine: number | null,
  field: (typeof LINE_FIELDS)[number],
): string | null {
  const line = aiLine === null ? undefined : result?.lines[aiLine];
  if (!line) return null;
  if (field === "product_code") return line.sku || null;
  if (field === "quantity") return line.quantity || null;
  if (field === "unit") return line.unit || null;
  return null;
}
