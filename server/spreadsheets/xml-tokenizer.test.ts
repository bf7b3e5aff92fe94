import { describe, expect, it } from "vitest";
import { XmlTokenizer } from "./xml-tokenizer.ts";

/** The text and attributes the tokenizer reports for one piece of XML. */
function read(xml: string): { texts: string[]; attributes: Record<string, string>[] } {
  const texts: string[] = [];
  const attributes: Record<string, string>[] = [];
  new XmlTokenizer({
    open: (_name, attrs) => attributes.push(attrs),
    close: () => {},
    text: (text) => texts.push(text),
  }).write(xml, true);
  return { texts, attributes };
}

describe("XmlTokenizer entities", () => {
  it("reads the five XML entities and character references", () => {
    const { texts, attributes } = read(
      '<si t="&quot;A&amp;B&quot;"><t>&lt;R&amp;D&gt; &apos;x&apos; &#8364; &#x20AC;</t></si>',
    );
    expect(texts.join("")).toBe("<R&D> 'x' € €");
    expect(attributes[0]).toEqual({ t: '"A&B"' });
  });

  // A name of Object.prototype once read as that function's source text.
  it.each(["constructor", "toString", "__proto__", "valueOf"])(
    "refuses &%s; like any other unknown entity",
    (name) => {
      expect(() => read(`<t>&${name};</t>`)).toThrow(
        "The file is not a readable Excel workbook (.xlsx): it holds an unknown XML entity.",
      );
      expect(() => read(`<c r="&${name};"/>`)).toThrow("it holds an unknown XML entity");
    },
  );

  it("refuses an HTML entity, which XML does not have", () => {
    expect(() => read("<t>&euro;</t>")).toThrow("it holds an unknown XML entity");
  });
});
