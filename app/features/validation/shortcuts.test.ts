import { describe, expect, it } from "vitest";
import { shortcutFor } from "./shortcuts";

const press = (
  key: string,
  modifiers: Partial<Record<"ctrl" | "shift" | "alt" | "meta", boolean>> = {},
) => ({
  key,
  ctrlKey: Boolean(modifiers.ctrl),
  shiftKey: Boolean(modifiers.shift),
  altKey: Boolean(modifiers.alt),
  metaKey: Boolean(modifiers.meta),
});

describe("shortcutFor", () => {
  it("tells the actions apart by their modifiers", () => {
    expect(shortcutFor(press("s", { ctrl: true }), true)).toBe("save");
    expect(shortcutFor(press("s", { meta: true }), false)).toBe("save");
    expect(shortcutFor(press("Enter", { ctrl: true }), true)).toBe("validate");
    expect(shortcutFor(press("Enter", { ctrl: true, shift: true }), true)).toBe("validate-next");
    expect(shortcutFor(press("r", { alt: true }), false)).toBe("reject");
    expect(shortcutFor(press("n", { alt: true }), true)).toBe("add-line");
  });

  it("opens the help with ?, but not while typing", () => {
    expect(shortcutFor(press("?", { shift: true }), false)).toBe("help");
    expect(shortcutFor(press("?", { shift: true }), true)).toBeNull();
  });

  it("leaves the browser's own keys alone", () => {
    expect(shortcutFor(press("R", { ctrl: true, shift: true }), false)).toBeNull();
    expect(shortcutFor(press("Enter"), true)).toBeNull();
    expect(shortcutFor(press("s"), false)).toBeNull();
  });
});
