import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { canonicalDecimal } from "./order-decimal.ts";
import {
  aiHeaderValue,
  aiLineValue,
  type WorkingLine,
  type WorkingOrder,
} from "./working-order.ts";

/** The values the AI is judged on (decision 016): these of the header, these of every line. */
export const COMPARED_HEADER = [
  "customer_number",
  "order_reference",
  "requested_delivery_date",
] as const;
export const COMPARED_LINE = ["product_code", "quantity", "unit"] as const;

/** Whether a value is as the AI had it; quantities as decimals ("12,50" is "12.5"). */
export function keptAsAi(ai: string | null, final: string | null, decimal = false) {
  return decimal && ai && final
    ? canonicalDecimal(ai) === canonicalDecimal(final)
    : (ai ?? "") === (final ?? "");
}

/** The header values of `order` that differ from what the AI read (decision 038). */
export function correctedHeaderFields(result: ExtractedOrder | null, order: WorkingOrder) {
  return COMPARED_HEADER.filter((field) => !keptAsAi(aiHeaderValue(result, field), order[field]));
}

/**
 * The values of a line that differ from the AI's line it started as (decision 038); none for a
 * line the operator added, which has no AI value to differ from.
 */
export function correctedLineFields(result: ExtractedOrder | null, line: WorkingLine) {
  if (line.ai_line === null) return [];
  const aiLine = line.ai_line;
  return COMPARED_LINE.filter(
    (field) => !keptAsAi(aiLineValue(result, aiLine, field), line[field], field === "quantity"),
  );
}
