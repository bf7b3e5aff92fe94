import {
  type Choice,
  choiceName,
  choicePrefix,
  type FormLine,
  type FormOrder,
  headerFields,
  lineFields,
  savedAsForm,
} from "./conflict-comparison";
import type { WorkingOrder } from "./order-api.server";

/**
 * What the operator chose after a version conflict (decision 036), one radio group per value
 * that differed (`resolve:…` = `mine` | `theirs`), applied by the action to the values they
 * post, with or without JavaScript.
 */
export function readChoices(formData: FormData): Map<string, Choice> {
  const choices = new Map<string, Choice>();
  for (const [name, value] of formData.entries()) {
    if (name.startsWith(choicePrefix) && (value === "mine" || value === "theirs"))
      choices.set(name, value);
  }
  return choices;
}

/**
 * The operator's order with the saved value taken wherever they chose theirs: a value, a line
 * the other person removed (left out), a line only they have (added at the end). Everything
 * else stays as the operator has it.
 */
export function applyChoices(
  mine: FormOrder,
  saved: WorkingOrder,
  choices: ReadonlyMap<string, Choice>,
): FormOrder {
  const theirs = (name: string) => choices.get(name) === "theirs";
  const text = (field: Parameters<typeof savedAsForm>[0], value: string | null | undefined) =>
    savedAsForm(field, value) ?? undefined;
  const merged: FormOrder = { ...mine };
  for (const field of headerFields) {
    if (theirs(choiceName.header(field))) merged[field] = text(field, saved[field]);
  }
  const savedLines = new Map(saved.lines.map((line) => [line.id, line]));
  const mineLines = mine.lines ?? [];
  const mineIds = new Set(mineLines.flatMap((line) => (line.id ? [line.id] : [])));
  const lines = mineLines.flatMap((line): FormLine[] => {
    const savedLine = line.id ? savedLines.get(line.id) : undefined;
    if (!line.id || (!savedLine && !theirs(choiceName.line(line.id)))) return [line];
    if (!savedLine) return [];
    const kept = { ...line };
    for (const field of lineFields) {
      if (theirs(choiceName.lineValue(line.id, field))) kept[field] = text(field, savedLine[field]);
    }
    return [kept];
  });
  for (const line of saved.lines) {
    if (mineIds.has(line.id) || !theirs(choiceName.line(line.id))) continue;
    lines.push({
      id: line.id,
      ai_line: line.ai_line === null ? undefined : String(line.ai_line),
      product_code: text("product_code", line.product_code),
      quantity: text("quantity", line.quantity),
      unit: text("unit", line.unit),
      remarks: text("remarks", line.remarks),
    });
  }
  merged.lines = lines;
  return merged;
}

/**
 * The posted form with the order's values replaced by `order` (its other fields, such as the
 * version and the intent, as posted; the choices, now applied, left out).
 */
export function formDataWithOrder(formData: FormData, order: FormOrder): FormData {
  const orderField = new Set<string>(headerFields);
  const result = new FormData();
  for (const [name, value] of formData.entries()) {
    if (orderField.has(name) || name.startsWith("lines[") || name.startsWith(choicePrefix))
      continue;
    result.append(name, value);
  }
  for (const field of headerFields) {
    const value = order[field];
    if (value !== undefined) result.append(field, value);
  }
  (order.lines ?? []).forEach((line, index) => {
    for (const [key, value] of Object.entries(line)) {
      if (typeof value === "string") result.append(`lines[${index}].${key}`, value);
    }
  });
  return result;
}
