/**
 * The line editor's buttons without JavaScript: submit buttons `name="intent"` whose value says
 * what to do with which line. The action turns them into conform's list intents, applies them
 * to the submitted values and shows the form again: nothing lost, nothing saved. With
 * JavaScript the same edits are conform's `form.insert`, `form.remove` and `form.reorder`.
 */
export type LineEdit =
  | { type: "insert"; payload: { name: "lines" } }
  | { type: "remove"; payload: { name: "lines"; index: number } }
  | { type: "reorder"; payload: { name: "lines"; from: number; to: number } };

export const lineEditIntent = {
  add: "add-line",
  remove: (index: number) => `remove-line:${index}`,
  up: (index: number) => `move-line-up:${index}`,
  down: (index: number) => `move-line-down:${index}`,
};

/** The list intent a line button asks for, or null when `intent` is not a line edit. */
export function readLineEdit(intent: unknown, lineCount: number): LineEdit | null {
  if (intent === lineEditIntent.add) return { type: "insert", payload: { name: "lines" } };
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
