/**
 * Adversarial input shapes for `npm run bench:adversarial`: each repeats a short unit to the
 * size asked, the kinds of text that make a backtracking pattern or a per-line scan quadratic
 * (long runs of one character, runs without `@`, nested quotes and brackets, deep HTML, many
 * lines, long lines of label words).
 */
export type AdversarialShape = { name: string; unit: string };

export const adversarialShapes: AdversarialShape[] = [
  { name: "letters without @", unit: "a" },
  { name: "dotted words", unit: "a." },
  { name: "dashes", unit: "a-" },
  { name: "digits", unit: "1" },
  { name: "spaced digits", unit: "1 " },
  { name: "decimal runs", unit: "1.1," },
  { name: "spaces", unit: " " },
  { name: "tabs and pipes", unit: "\t| " },
  { name: "at signs", unit: "@" },
  { name: "address-like", unit: "a@b." },
  { name: "short lines", unit: "x 1\n" },
  { name: "nested quotes", unit: "\"'«" },
  { name: "nested brackets", unit: "([{<" },
  { name: "deep html", unit: "<div><b>" },
  { name: "open tags", unit: "<a " },
  { name: "entities", unit: "&#x" },
  { name: "NULs", unit: "\u0000" },
  { name: "lone surrogates", unit: "\ud800a" },
  { name: "order labels", unit: "klant nr bestelling PO " },
  { name: "reply wording", unit: "op heeft " },
  { name: "dates", unit: "lever 1-1-" },
  { name: "VAT numbers", unit: "NL1 " },
  { name: "quantities and codes", unit: "10 x SC-4x40 " },
];

export function adversarialInput(shape: AdversarialShape, bytes: number): string {
  return shape.unit.repeat(Math.ceil(bytes / shape.unit.length)).slice(0, bytes);
}
