import { describe, expect, it } from "vitest";
import { readLineEdit, submittedLineCount } from "./line-edits";

describe("readLineEdit", () => {
  it("adds a line", () => {
    expect(readLineEdit("add-line", 0)).toEqual({ type: "insert", payload: { name: "lines" } });
  });

  it("removes and moves the line it names", () => {
    expect(readLineEdit("remove-line:1", 2)).toEqual({
      type: "remove",
      payload: { name: "lines", index: 1 },
    });
    expect(readLineEdit("move-line-up:1", 2)).toEqual({
      type: "reorder",
      payload: { name: "lines", from: 1, to: 0 },
    });
    expect(readLineEdit("move-line-down:0", 2)).toEqual({
      type: "reorder",
      payload: { name: "lines", from: 0, to: 1 },
    });
  });

  it("ignores what is not a line edit, or names no line, or moves past the ends", () => {
    for (const intent of [
      "save",
      "remove-line:2",
      "move-line-up:0",
      "move-line-down:1",
      "remove-line:x",
      null,
    ]) {
      expect(readLineEdit(intent, 2)).toBeNull();
    }
  });
});

describe("readLineEdit for an unmatched text", () => {
  const texts = [
    { quantity: "12", unit: null },
    { quantity: "2.5", unit: "kg" },
  ];
  it("adds a line linked to the text, with the quantity and unit the AI read", () => {
    expect(readLineEdit("add-line-for:1", 0, texts)).toEqual({
      type: "insert",
      payload: {
        name: "lines",
        defaultValue: { unmatched_text: "1", quantity: "2,50", unit: "kg" },
      },
    });
    expect(readLineEdit("add-line-for:0", 3, texts)).toMatchObject({
      payload: { defaultValue: { unmatched_text: "0", quantity: "12,00", unit: "" } },
    });
  });
  it("ignores a text that is not there", () => {
    expect(readLineEdit("add-line-for:2", 0, texts)).toBeNull();
    expect(readLineEdit("add-line-for:0", 0)).toBeNull();
  });
});

describe("submittedLineCount", () => {
  it("counts the lines by their highest index", () => {
    const formData = new FormData();
    formData.set("customer_number", "C1");
    formData.set("lines[0].product_code", "A");
    formData.set("lines[2].quantity", "1");
    expect(submittedLineCount(formData)).toBe(3);
    expect(submittedLineCount(new FormData())).toBe(0);
  });
});
