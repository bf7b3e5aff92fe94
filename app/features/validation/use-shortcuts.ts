import { useEffect, useRef } from "react";
import { type ShortcutAction, shortcutFor } from "./shortcuts";

const textEntry = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** Runs `run(action)` for the screen's shortcuts (shortcuts.ts) anywhere on the page. */
export function useShortcuts(run: (action: ShortcutAction) => void, enabled = true) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target as HTMLElement | null;
      const inField = Boolean(
        target && (textEntry.has(target.tagName) || target.isContentEditable),
      );
      const action = shortcutFor(event, inField);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
