import type { ExtractedOrder } from "../extraction/extract-order.ts";
import {
  aiHeaderValue,
  aiLineValue,
  HEADER_FIELDS,
  LINE_FIELDS,
  type WorkingLine,
  type WorkingOrder,
} from "./working-order.ts";

/** One value an operator changed: a row of `order_changes` (decision 016). */
export type OrderChange = {
  field: string;
  lineId: string | null;
  aiValue: string | null;
  previousValue: string | null;
  finalValue: string | null;
};

/** A line in one text, for the record of a line added or removed. */
export function lineSummary(line: Pick<WorkingLine, "product_code" | "quantity" | "unit">): string {
  return [line.product_code ?? "?", "×", line.quantity ?? "?", line.unit ?? ""].join(" ").trim();
}

/** What differs between the order before and after a save, value by value. */
export function orderChanges(
  before: WorkingOrder,
  after: WorkingOrder,
  result: ExtractedOrder | null,
): OrderChange[] {
  const changes: OrderChange[] = [];
  for (const field of HEADER_FIELDS) {
    if (before[field] === after[field]) continue;
    changes.push({
      field,
      lineId: null,
      aiValue: aiHeaderValue(result, field),
      previousValue: before[field],
      finalValue: after[field],
    });
  }
  const afterById = new Map(after.lines.map((line) => [line.id, line]));
  for (const old of before.lines) {
    const now = afterById.get(old.id);
    if (!now) {
      changes.push({
        field: "line",
        lineId: old.id,
        aiValue: old.ai_line === null ? null : lineSummaryOfAi(result, old.ai_line),
        previousValue: lineSummary(old),
        finalValue: null,
      });
      continue;
    }
    for (const field of LINE_FIELDS) {
      if (old[field] === now[field]) continue;
      changes.push({
        field: `line.${field}`,
        lineId: old.id,
        aiValue: aiLineValue(result, old.ai_line, field),
        previousValue: old[field],
        finalValue: now[field],
      });
    }
  }
  const beforeIds = new Set(before.lines.map((line) => line.id));
  for (const line of after.lines) {
    if (beforeIds.has(line.id)) continue;
    changes.push({
      field: "line",
      lineId: line.id,
      aiValue: null,
      previousValue: null,
      finalValue: lineSummary(line),
    });
  }
  return changes;
}

function lineSummaryOfAi(result: ExtractedOrder | null, index: number): string | null {
  const line = result?.lines[index];
  return line
    ? lineSummary({ product_code: line.sku, quantity: line.quantity, unit: line.unit })
    : null;
}
