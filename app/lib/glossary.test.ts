import { describe, expect, it } from "vitest";
import { findReplacedWords, localeStrings, readReplacedWords, wordPattern } from "./glossary";

const glossary = `# Glossary

| English | Dutch | Meaning | Not in English | Not in Dutch |
|---|---|---|---|---|
| order | order | What a customer orders. | purchase order | bestelling, bestellingen |
| reject | afwijzen | The operator's decision. | — | weigeren, geweigerd |
| you | je | Addressing the user. | — | u, uw |

Text after the table.
`;

describe("readReplacedWords", () => {
  it("reads the 'Not in' columns of every row, per language, with their term", () => {
    expect(readReplacedWords(glossary)).toEqual({
      en: [{ word: "purchase order", term: "order" }],
      nl: [
        { word: "bestelling", term: "order" },
        { word: "bestellingen", term: "order" },
        { word: "weigeren", term: "reject" },
        { word: "geweigerd", term: "reject" },
        { word: "u", term: "you" },
        { word: "uw", term: "you" },
      ],
    });
  });

  it("refuses a glossary without the table, so the check cannot pass by reading nothing", () => {
    expect(() => readReplacedWords("# Glossary\n\nNo table.")).toThrow(/no table/);
  });
});

describe("wordPattern", () => {
  it("matches whole words in any case", () => {
    expect(wordPattern("bestelling").test("Bestelling opgeslagen")).toBe(true);
    expect(wordPattern("bestelling").test("De bestellingen")).toBe(false);
    expect(wordPattern("u").test("U bent afgemeld")).toBe(true);
    expect(wordPattern("u").test("Meld u opnieuw aan.")).toBe(true);
    expect(wordPattern("u").test("Over een uur, in één stuk")).toBe(false);
    expect(wordPattern("uw").test("uwe")).toBe(false);
  });

  it("matches a phrase across any spacing, and words next to hyphens and punctuation", () => {
    expect(wordPattern("master data").test("under Master  data.")).toBe(true);
    expect(wordPattern("master data").test("masterdata")).toBe(false);
    expect(wordPattern("bestel-e-mail").test("de bestel-e-mail")).toBe(true);
    expect(wordPattern("client").test("API-client")).toBe(true);
  });

  it("treats letters with accents as part of the word", () => {
    expect(wordPattern("e").test("één")).toBe(false);
  });
});

describe("findReplacedWords", () => {
  const replaced = readReplacedWords(glossary).nl;

  it("names the key, the word and the term of each use", () => {
    const strings = {
      "workspace:toast.saved": "Bestelling opgeslagen",
      "home:invite": "U bent uitgenodigd",
      "archive:title": "Archief",
    };
    expect(findReplacedWords(strings, replaced)).toEqual([
      { key: "workspace:toast.saved", word: "bestelling", term: "order" },
      { key: "home:invite", word: "u", term: "you" },
    ]);
  });

  it("ignores interpolations, which are not words of the UI", () => {
    expect(findReplacedWords({ "x:y": "Hallo {{u}}, {{uw, number}}" }, replaced)).toEqual([]);
  });
});

describe("localeStrings", () => {
  it("flattens namespaces into namespace:path keys", () => {
    expect(localeStrings({ home: { title: "Start", areas: { admin: "Beheer" } } })).toEqual({
      "home:title": "Start",
      "home:areas.admin": "Beheer",
    });
  });
});
