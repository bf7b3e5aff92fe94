import type { ComponentProps } from "react";
import { formatDecimalForInput } from "./decimal-input";

/**
 * The line editor's buttons without JavaScript: submit buttons `name="intent"` whose value says
 * what to do with which line. The action turns them into conform's list intents, applies them
 * to the submitted values and shows the form again: nothing lost, nothing saved. With
 * JavaScript the same edits are conform's `form.insert`, `form.remove` and `form.reorder`.
 */
export type LineEdit =
  | { type: "insert"; payload: { name: "lines"; defaultValue?: NewLineValue } }
  | { type: "remove"; payload: { name: "lines"; index: number } }
  | { type: "reorder"; payload: { name: "lines"; from: number; to: number } };

export const lineEditIntent = {
  add: "add-line",
  /** A line for the AI's unmatched text with this index (decision 037). */
  addFor: (text: number) => `add-line-for:${text}`,
  remove: (index: number) => `remove-line:${index}`,
  up: (index: number) => `move-line-up:${index}`,
  down: (index: number) => `move-line-down:${index}`,
};

/**
 * A line edit's button: with JavaScript conform's own (`conform`), without a submit button whose
 * `intent` the action reads. Conform's button props name no type, and our Button defaults to
 * "button".
 */
export function lineEditButton(
  hydrated: boolean,
  intent: string,
  conform: () => ComponentProps<"button">,
): ComponentProps<"button"> {
  return hydrated
    ? { type: "submit", ...conform() }
    : { type: "submit", name: "intent", value: intent, formNoValidate: true };
}

/** What the AI read in an unmatched text, as much as a line for it starts with. */
export type UnmatchedReading = { quantity: string; unit: string | null };

/**
 * A new line's values as the form holds them, text: the action answers them to a form rendered
 * without JavaScript as they are, and a hidden input shows a string only.
 */
export type NewLineValue = { unmatched_text: string; quantity: string; unit: string };

/** The line added for the AI's unmatched text `index`: linked to it, with what it read filled in. */
export function lineForUnmatched(text: UnmatchedReading, index: number): NewLineValue {
  return {
    unmatched_text: String(index),
    quantity: formatDecimalForInput(text.quantity),
    unit: text.unit ?? "",
  };
}

/** The index of the unmatched text an add-line-for intent names, or null for any other intent. */
export function unmatchedTextOfIntent(intent: unknown): number | null {
  const match = typeof intent === "string" ? /^add-line-for:(\d{1,4})$/.exec(intent) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The list intent a line button asks for, or null when `intent` is not a line edit (or names a
 * line or an unmatched text that is not there).
 */
export function readLineEdit(
  intent: unknown,
  lineCount: number,
  unmatched: readonly UnmatchedReading[] = [],
): LineEdit | null {
  if (intent === lineEditIntent.add) return { type: "insert", payload: { name: "lines" } };
  const textIndex = unmatchedTextOfIntent(intent);
  if (textIndex !== null) {
    const text = unmatched[textIndex];
    return text
      ? {
          type: "insert",
          payload: { name: "lines", defaultValue: lineForUnmatched(text, textIndex) },
        }
      : null;
  }
  if (typeof intent !== "string") return null;
  const match = /^(remove-line|move-line-up|move-line-down):(\d{1,4})$/.exec(intent);
  if (!match) return null;
  const index = Number(match[2]);
  if (index >= lineCount) return null;
  if (match[1] === "remove-line") return { type: "remove", payload: { name: "lines", index } };
  const to = match[1] === "move-line-up" ? index - 1 : index + 1;
  if (to < 0 || to >= lineCount) return null;
  return { type: "reorder", payload: { name: "lines", from: index, to } };
}

/** How many lines a submitted form holds (`lines[3].…` → 4). */
export function submittedLineCount(formData: FormData) {
  let count = 0;
  for (const key of formData.keys()) {
    const match = /^lines\[(\d+)\]/.exec(key);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}
