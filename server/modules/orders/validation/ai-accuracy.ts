import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { COMPARED_HEADER, COMPARED_LINE, keptAsAi } from "./kept-as-ai.ts";
import { aiHeaderValue, aiLineValue, type WorkingOrder } from "./working-order.ts";

/**
 * The share of values the operator left as the AI had them, when an order is validated
 * (decision 016): customer, order reference and delivery date (where either side has one), and
 * product, quantity and unit of every line; a line the AI missed counts as three values wrong,
 * one it invented and the operator removed as three too. Null when nothing was compared.
 */
export function aiAccuracy(result: ExtractedOrder | null, final: WorkingOrder): number | null {
  let compared = 0;
  let kept = 0;
  for (const field of COMPARED_HEADER) {
    const ai = aiHeaderValue(result, field);
    if (ai === null && final[field] === null) continue;
    compared += 1;
    if (keptAsAi(ai, final[field])) kept += 1;
  }
  const finalByAiLine = new Map(
    final.lines.flatMap((line) => (line.ai_line === null ? [] : [[line.ai_line, line] as const])),
  );
  (result?.lines ?? []).forEach((_, index) => {
    const line = finalByAiLine.get(index);
    for (const field of COMPARED_LINE) {
      compared += 1;
      if (line && keptAsAi(aiLineValue(result, index, field), line[field], field === "quantity"))
        kept += 1;
    }
  });
  compared += final.lines.filter((line) => line.ai_line === null).length * COMPARED_LINE.length;
  return compared ? kept / compared : null;
}
