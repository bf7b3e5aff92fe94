import { describe, expect, it } from "vitest";
import { markSearch, parseMark } from "./source-mark";

describe("the mark parameter", () => {
  it("names a body range and reads back", () => {
    const range = { source: "body" as const, format: "html" as const, start: 12, end: 30 };
    expect(markSearch(range)).toBe("?mark=html:12-30");
    expect(parseMark("html:12-30")).toEqual(range);
  });

  it("is none when it names nothing", () => {
    for (const value of [null, "", "pdf:1-2", "text:5-5", "text:9-3", "text:1-2x", "text:-1-3"])
      expect(parseMark(value)).toBeNull();
  });
});
