import type { ExtractedOrder } from "../extraction/extract-order.ts";
import type { Corrections } from "../matching/aliases-to-learn.ts";
import type { WorkingLine, WorkingOrder } from "./working-order.ts";

/**
 * What a validated order teaches the matching (decision 013): every AI line whose product the
 * operator changed, with the words the engine read it from; every line the operator added for a
 * text the engine found no product in (decision 037), with that text's words; and the sender,
 * when the operator chose another customer than the AI.
 */
export function correctionsOf(
  result: ExtractedOrder | null,
  final: WorkingOrder,
  sender: string | null,
): Corrections {
  const lines = final.lines.flatMap((line) => {
    const unmatched = unmatchedTextOf(result, line);
    if (unmatched && line.product_code)
      return [{ productCode: line.product_code, productText: unmatched.productText }];
    const ai = line.ai_line === null ? undefined : result?.lines[line.ai_line];
    if (!ai || !line.product_code || line.product_code === ai.sku) return [];
    return [
      ai.productText
        ? { productCode: line.product_code, productText: ai.productText }
        : { productCode: line.product_code, lineText: ai.sourceText },
    ];
  });
  const customerChanged = final.customer_number !== (result?.customer?.customerNumber ?? null);
  return { lines, sender: customerChanged ? sender : null };
}

function unmatchedTextOf(result: ExtractedOrder | null, line: WorkingLine) {
  const index = line.unmatched_text;
  return index === null || index === undefined ? undefined : result?.unmatched?.[index];
}
