/**
 * Adversarial input shapes for `npm run bench:adversarial` and the property test: text that
 * makes a backtracking pattern or a per-line scan quadratic (long runs of one character, runs
 * without `@`, a label followed by a long run of spaces, nested quotes and brackets, deep HTML,
 * many short lines, text full of dates or numbers).
 */
export type AdversarialShape = { name: string; make: (characters: number) => string };

const repeated =
  (unit: string) =>
  (characters: number): string =>
    unit.repeat(Math.ceil(characters / unit.length)).slice(0, characters);
const labelThen =
  (label: string, run: string) =>
  (characters: number): string =>
    `${label}${run.repeat(Math.max(0, characters - label.length - 1))}x`;

export const adversarialShapes: AdversarialShape[] = [
  { name: "letters without @", make: repeated("a") },
  { name: "dotted words", make: repeated("a.") },
  { name: "dashes", make: repeated("a-") },
  { name: "digits", make: repeated("1") },
  { name: "spaced digits", make: repeated("1 ") },
  { name: "decimal runs", make: repeated("1.1,") },
  { name: "spaces", make: repeated(" ") },
  { name: "tabs and pipes", make: repeated("\t| ") },
  { name: "at signs", make: repeated("@") },
  { name: "address-like", make: repeated("a@b.") },
  { name: "short lines", make: repeated("x 1\n") },
  { name: "nested quotes", make: repeated("\"'«") },
  { name: "nested brackets", make: repeated("([{<") },
  { name: "deep html", make: repeated("<div><b>") },
  { name: "deep quotes in html", make: repeated("<blockquote>x") },
  { name: "open tags", make: repeated("<a ") },
  { name: "open comments", make: repeated("<!--") },
  { name: "entities", make: repeated("&#x") },
  { name: "NULs", make: repeated("\u0000") },
  { name: "lone surrogates", make: repeated("\ud800a") },
  { name: "order labels", make: repeated("klant nr bestelling PO ") },
  { name: "reply wording", make: repeated("op heeft ") },
  { name: "dates", make: repeated("lever 1-12-2026 ") },
  { name: "month names", make: repeated("3 mei ") },
  { name: "VAT numbers", make: repeated("NL1 ") },
  { name: "quantities and codes", make: repeated("10 x SC-4x40 ") },
  { name: "customer label, spaces", make: labelThen("klantnummer", " ") },
  { name: "order label, spaces", make: labelThen("ordernummer", " ") },
  { name: "month, spaces", make: labelThen("lever 3 mei", " ") },
  { name: "header label, spaces", make: labelThen("Van:", " ") },
  { name: "word, spaces", make: labelThen("x", " ") },
  { name: "pipes under a table header", make: labelThen("Artikel  Aantal\n", "|") },
];
