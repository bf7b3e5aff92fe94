import type { NumberConvention } from "./number-parsing.ts";

const DUTCH = new Set([
  "de",
  "het",
  "een",
  "en",
  "van",
  "graag",
  "wij",
  "onze",
  "ons",
  "bestelling",
  "levering",
  "met",
  "voor",
  "bij",
  "deze",
  "hierbij",
  "groet",
  "groeten",
  "jullie",
  "u",
  "uw",
  "zijn",
  "is",
  "leveren",
  "aantal",
]);
const ENGLISH = new Set([
  "the",
  "and",
  "our",
  "please",
  "we",
  "for",
  "order",
  "delivery",
  "of",
  "with",
  "attached",
  "regards",
  "thanks",
  "you",
  "your",
  "is",
  "are",
  "find",
  "quantity",
  "to",
]);

/** The language of a text by its common words; it decides how numbers like "1.250" read. */
export function detectLanguage(text: string): NumberConvention {
  let dutch = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (DUTCH.has(word)) dutch++;
    if (ENGLISH.has(word)) english++;
  }
  return english > dutch ? "en" : "nl";
}
