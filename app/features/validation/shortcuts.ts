/**
 * The validation screen's keyboard shortcuts: one list, read by the key handler and shown in the
 * help overlay. None clashes with the browser's own (Ctrl+Shift+R reloads, so reject is Alt+R);
 * Ctrl+S is taken over from "save page", as editors do.
 */
export type ShortcutAction = "save" | "validate" | "validate-next" | "reject" | "add-line" | "help";

type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">;

export type Shortcut = {
  action: ShortcutAction;
  /** The keys as the help overlay shows them. */
  keys: readonly string[];
  matches: (event: KeyPress) => boolean;
  /** Also while typing in a field (the help key is a character, so it is not). */
  inFields: boolean;
};

const ctrl = (event: KeyPress) => event.ctrlKey || event.metaKey;

export const shortcuts: readonly Shortcut[] = [
  {
    action: "save",
    keys: ["Ctrl", "S"],
    matches: (e) => ctrl(e) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === "s",
    inFields: true,
  },
  {
    action: "validate",
    keys: ["Ctrl", "Enter"],
    matches: (e) => ctrl(e) && !e.shiftKey && !e.altKey && e.key === "Enter",
    inFields: true,
  },
  {
    action: "validate-next",
    keys: ["Ctrl", "Shift", "Enter"],
    matches: (e) => ctrl(e) && e.shiftKey && !e.altKey && e.key === "Enter",
    inFields: true,
  },
  {
    action: "reject",
    keys: ["Alt", "R"],
    matches: (e) => e.altKey && !ctrl(e) && !e.shiftKey && e.key.toLowerCase() === "r",
    inFields: true,
  },
  {
    action: "add-line",
    keys: ["Alt", "N"],
    matches: (e) => e.altKey && !ctrl(e) && !e.shiftKey && e.key.toLowerCase() === "n",
    inFields: true,
  },
  {
    action: "help",
    keys: ["?"],
    matches: (e) => e.key === "?" && !ctrl(e) && !e.altKey,
    inFields: false,
  },
];

/** The shortcut a key press asks for; `inField`: the focus is in a text field. */
export function shortcutFor(event: KeyPress, inField: boolean): ShortcutAction | null {
  const found = shortcuts.find((shortcut) => shortcut.matches(event));
  if (!found || (inField && !found.inFields)) return null;
  return found.action;
}
