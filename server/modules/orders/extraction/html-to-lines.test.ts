import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToLines } from "./html-to-lines.ts";

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

describe("decodeEntities", () => {
  it("reads every named HTML5 entity, case as written, and numeric references", () => {
    expect(decodeEntities("&euro; 4,50 &#8364; &#x20AC; &#X20ac;")).toBe("€ 4,50 € € €");
    expect(decodeEntities("caf&eacute; &Eacute;CLAIR&hellip; &rsquo;t &frac12;&nbsp;m")).toBe(
      "café ÉCLAIR… ’t ½\u00a0m",
    );
    expect(decodeEntities("&lt;b&gt; &quot;R&amp;D&quot; &apos;")).toBe('<b> "R&D" \'');
  });
  it("leaves names that are no entity as written, also those of Object.prototype", () => {
    const names = "&constructor; &toString; &__proto__; &hasOwnProperty; &valueOf; &EURO; &foo;";
    expect(decodeEntities(names)).toBe(names);
  });
  it("needs the semicolon, so codes and query strings keep their ampersands", () => {
    expect(decodeEntities("R&D A&B-12 ?a=1&copy=2 &amp &#8364")).toBe(
      "R&D A&B-12 ?a=1&copy=2 &amp &#8364",
    );
  });
  it("reads a reference to no character as the replacement character", () => {
    expect(decodeEntities("&#0;&#xD800;&#x110000;")).toBe("\ufffd\ufffd\ufffd");
  });
  it("decodes the text of the e-mail, not its tags", () => {
    const { lines } = htmlToLines(
      "<p>&constructor; &amp; &toString;</p><table><tr><td>Caf&eacute;&nbsp;cr&egrave;me</td><td>&euro;&nbsp;4,50</td></tr></table>",
    );
    const texts = lines
      .filter((l) => l.text !== "")
      .map((l) => (l.cells ? l.cells.map((c) => c.text) : l.text));
    expect(texts).toEqual(["&constructor; & &toString;", ["Café crème", "€ 4,50"]]);
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
