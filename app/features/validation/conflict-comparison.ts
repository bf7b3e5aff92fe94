import { formatDecimalForInput, parseDecimal } from "./decimal-input";
import type { WorkingOrder } from "./order-api.server";

/**
 * After a version conflict (decision 036): the operator's values beside the order as someone
 * else saved it, field by field. Works on the form's own values (what the operator typed) and
 * the API's working order; conflict-choices.ts applies what the operator chooses.
 */

export const headerFields = [
  "customer_number",
  "order_reference",
  "requested_delivery_date",
  "delivery_address",
  "remarks",
] as const;
export type HeaderField = (typeof headerFields)[number];

export const lineFields = ["product_code", "quantity", "unit", "remarks"] as const;
export type LineField = (typeof lineFields)[number];

/** An order as the form holds it: text as typed, quantities with a comma. */
export type FormLine = { id?: string; ai_line?: string } & Partial<Record<LineField, string>>;
export type FormOrder = Partial<Record<HeaderField, string>> & { lines?: readonly FormLine[] };

type SavedLine = WorkingOrder["lines"][number];

/** A line in short, to recognise it: product, quantity and unit as the form shows them. */
export type LineSummary = {
  product_code: string | null;
  quantity: string | null;
  unit: string | null;
};

/** Which of the two values the operator keeps: their own, or the one saved meanwhile. */
export type Choice = "mine" | "theirs";

/**
 * One value that differs. `name` is the form field of the choice. Values are as the form shows
 * them, null when empty. A whole line differs when only one side has it (the other removed or
 * added it); `lineNumber` is the line's place in the operator's form, null for a line only
 * theirs has.
 */
export type Difference =
  | { kind: "header"; name: string; field: HeaderField; mine: string | null; theirs: string | null }
  | {
      kind: "line-value";
      name: string;
      field: LineField;
      lineNumber: number;
      mine: string | null;
      theirs: string | null;
    }
  | {
      kind: "line";
      name: string;
      lineNumber: number | null;
      mine: LineSummary | null;
      theirs: LineSummary | null;
    };

export const choicePrefix = "resolve:";

export const choiceName = {
  header: (field: HeaderField) => `${choicePrefix}${field}`,
  lineValue: (lineId: string, field: LineField) => `${choicePrefix}line:${lineId}:${field}`,
  line: (lineId: string) => `${choicePrefix}line:${lineId}`,
};

const blankToNull = (text: string | null | undefined) => {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/** A saved value as the form shows it (quantities "12,50"), null when empty. */
export function savedAsForm(field: HeaderField | LineField, value: string | null | undefined) {
  if (field === "quantity") return blankToNull(formatDecimalForInput(value));
  return blankToNull(value);
}

/** Whether two values say the same: text trimmed, a quantity as the number it is. */
function same(field: HeaderField | LineField, mine: string | null, theirs: string | null) {
  if (field !== "quantity") return mine === theirs;
  const read = (text: string | null) => {
    const reading = parseDecimal(text);
    return reading.ok ? reading.value : text;
  };
  return read(mine) === read(theirs);
}

const summaryOfForm = (line: FormLine): LineSummary => ({
  product_code: blankToNull(line.product_code),
  quantity: blankToNull(line.quantity),
  unit: blankToNull(line.unit),
});

const summaryOfSaved = (line: SavedLine): LineSummary => ({
  product_code: savedAsForm("product_code", line.product_code),
  quantity: savedAsForm("quantity", line.quantity),
  unit: savedAsForm("unit", line.unit),
});

/**
 * Every value where the operator's form and the saved order differ: header fields, then the
 * lines in the form's order (a line the operator added is theirs alone and not compared), then
 * the lines only the saved order has.
 */
export function compareOrders(mine: FormOrder, saved: WorkingOrder): Difference[] {
  const differences: Difference[] = [];
  for (const field of headerFields) {
    const mineValue = blankToNull(mine[field]);
    const theirs = savedAsForm(field, saved[field]);
    if (!same(field, mineValue, theirs))
      differences.push({
        kind: "header",
        name: choiceName.header(field),
        field,
        mine: mineValue,
        theirs,
      });
  }
  const savedLines = new Map(saved.lines.map((line) => [line.id, line]));
  const mineIds = new Set<string>();
  (mine.lines ?? []).forEach((line, index) => {
    if (!line.id) return;
    mineIds.add(line.id);
    const lineNumber = index + 1;
    const theirs = savedLines.get(line.id);
    if (!theirs) {
      differences.push({
        kind: "line",
        name: choiceName.line(line.id),
        lineNumber,
        mine: summaryOfForm(line),
        theirs: null,
      });
      return;
    }
    for (const field of lineFields) {
      const mineValue = blankToNull(line[field]);
      const theirValue = savedAsForm(field, theirs[field]);
      if (!same(field, mineValue, theirValue))
        differences.push({
          kind: "line-value",
          name: choiceName.lineValue(line.id, field),
          field,
          lineNumber,
          mine: mineValue,
          theirs: theirValue,
        });
    }
  });
  for (const line of saved.lines) {
    if (mineIds.has(line.id)) continue;
    differences.push({
      kind: "line",
      name: choiceName.line(line.id),
      lineNumber: null,
      mine: null,
      theirs: summaryOfSaved(line),
    });
  }
  return differences;
}

/** The form's submitted values as the comparison reads them, whatever their shape. */
export function readFormOrder(payload: Record<string, unknown>): FormOrder {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const order: Partial<Record<HeaderField, string>> = {};
  for (const field of headerFields) order[field] = text(payload[field]);
  const lines = Array.isArray(payload.lines) ? payload.lines : [];
  return {
    ...order,
    lines: lines.map((raw) => {
      const line = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
      const read: FormLine = { id: text(line.id), ai_line: text(line.ai_line) };
      for (const field of lineFields) read[field] = text(line[field]);
      return read;
    }),
  };
}
