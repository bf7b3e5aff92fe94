import { describe, expect, it } from "vitest";
import { htmlToLines } from "./html-to-lines.ts";

describe("htmlToLines", () => {
  it("keeps table rows and cells, and breaks lines at blocks", () => {
    const { lines } = htmlToLines(
      "<html><head><style>p{}</style></head><body><p>Beste&nbsp;Jan,</p><table><tr><th>Art</th><th>Aantal</th></tr><tr><td>CU-15</td><td>2</td></tr></table><div>Groet</div></body></html>",
    );
    const texts = lines
      .filter((l) => l.text !== "")
      .map((l) => (l.cells ? l.cells.map((c) => c.text) : l.text));
    expect(texts).toEqual(["Beste Jan,", ["Art", "Aantal"], ["CU-15", "2"], "Groet"]);
  });
  it("reads a data table nested in a layout table", () => {
    const { lines } = htmlToLines(
      "<table><tr><td>Hallo,<table><tr><td>Art</td><td>Aantal</td></tr><tr><td>CU-15</td><td>2</td></tr></table></td></tr></table>",
    );
    expect(lines.filter((l) => l.cells).map((l) => l.cells?.map((c) => c.text))).toEqual([
      ["Art", "Aantal"],
      ["CU-15", "2"],
    ]);
  });
  it("marks quoted text", () => {
    const { lines } = htmlToLines("<p>Ja</p><blockquote><p>5 x CU-15</p></blockquote>");
    expect(lines.map((l) => l.text)).toContain("> 5 x CU-15");
  });
});

// Each of these held the tag pattern for seconds to minutes (or ran out of memory) before.
describe("htmlToLines on adversarial HTML", () => {
  it("reads a megabyte of tags that never close as text", () => {
    const { lines } = htmlToLines(`<p>Order</p>${"<a ".repeat(330_000)}`);
    expect(lines[0]?.text).toBe("Order");
    expect(lines[1]?.text.startsWith("<a <a ")).toBe(true);
    expect(htmlToLines("<!--".repeat(250_000)).text.startsWith("<!--<!--")).toBe(true);
  });
  it("reads a megabyte of nested quotes without repeating the nesting on every line", () => {
    const { text, lines } = htmlToLines("<blockquote>x".repeat(80_000));
    expect(lines.at(-1)?.text).toBe(`${"> ".repeat(10)}x`);
    expect(text.length).toBeLessThan(2_000_000);
  });
});
