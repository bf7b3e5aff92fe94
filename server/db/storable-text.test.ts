import { describe, expect, it } from "vitest";
import { isStorableText, storableJson, storableText } from "./storable-text.ts";

describe("storable text", () => {
  it("drops NULs and replaces lone surrogates, keeping pairs", () => {
    expect(storableText("Best\u0000elling")).toBe("Bestelling");
    expect(storableText("a\uD800b")).toBe("a\uFFFDb");
    expect(storableText("a\uDC00")).toBe("a\uFFFD");
    expect(storableText("\uDC00\uD800")).toBe("\uFFFD\uFFFD");
    expect(storableText("emoji 😀 stays")).toBe("emoji 😀 stays");
    expect(storableText(null)).toBeNull();
  });

  it("tells storable text from text PostgreSQL refuses", () => {
    expect(isStorableText("Bestelling 😀")).toBe(true);
    expect(isStorableText("\u0000")).toBe(false);
    expect(isStorableText("\uD83D")).toBe(false);
  });

  it("cleans every string of a JSON value, keys included, and leaves the rest", () => {
    const date = new Date(0);
    expect(
      storableJson({ "k\u0000": ["x\u0000", 1, null, { deep: "\uD800" }], ok: true, date }),
    ).toEqual({ k: ["x", 1, null, { deep: "\uFFFD" }], ok: true, date });
  });
});
