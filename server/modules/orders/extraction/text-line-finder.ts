import type { FoundLine, LineContext } from "./found-line.ts";
import { unitAgreement } from "./found-line.ts";
import type { MessageLine, Provenance } from "./message-types.ts";
import { parseNumber } from "./number-parsing.ts";
import { quantitiesInDigits } from "./number-words.ts";
import {
  findIdentifiers,
  type ProductMatch,
  productByAlias,
  productByDescription,
} from "./product-matcher.ts";
import { type SalesUnit, UNIT_WORD_PATTERN, unitOfWord } from "./unit-words.ts";
import { mayNameProduct, type UnmatchedText, unmatchedText } from "./unmatched-text.ts";

const NUM = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const UNIT = String.raw`(?:${UNIT_WORD_PATTERN})(?![\p{L}\d])`;
const BULLET = /^\s*(?:[•·▪◦‣*\-–—+>]|\d{1,2}[.)](?=\s))\s*/u;

/** "10 x CODE", "5 dozen kabelbinders", "1,250.5 m E66207". */
const LEADING = new RegExp(
  String.raw`^(${NUM})\s*(?:(?:x|×|\*)\s*(?:(${UNIT})\s*)?|(${UNIT})\.?\s+)(.+)$`,
  "iu",
);
/** "3 CODE" — a bare number before a code. */
const LEADING_BARE = new RegExp(String.raw`^(${NUM})\s+(.+)$`, "u");
/** A quantity's label: "aantal 10", "Qty: 4". */
const QUANTITY_LABEL = String.raw`(?:aantal|aant\.|hoeveelheid|qty|quantity|amount)\s*[:=]?\s*`;
/** "CODE - 2 boxes", "desc: 6 st (art. X)", "EAN x 4 st", "CODE  10", "CODE, aantal 10". */
const TRAILING = new RegExp(
  String.raw`^(.+?)(?:,?\s*${QUANTITY_LABEL}|\s*[-–—:=]\s*|,\s+|\s+(?:x|×)\s*|\s{2,}|\t+|\s+(?=(?:${NUM})\s*(?:${UNIT}|x\b|×)))(${NUM})\s*(?:x|×)?\s*(?:(${UNIT})\.?)?\s*(\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*[.;,]?\s*$`,
  "iu",
);
/** A quantity inside a sentence: "… 5 st bouwhelmen en 3 dozen …". */
const MARKER = new RegExp(
  String.raw`(?<![\p{L}\d.,/])(${NUM})\s*(?:(${UNIT})\.?(?=\s)|(?:x|×)(?=\s*\p{L}))`,
  "giu",
);

/** A word a product's name does not start with, but a sentence goes on with. */
const PROSE_WORD =
  /^(bij|van|voor|of|to|for|in|op|met|from|at|about|meer|more|than|dan|per|minder|less|de|het|een|the|a|an)$/i;

/** What follows an item, when it says the number is a quantity: a label, or "x" before or after it. */
const MARKED_QUANTITY = new RegExp(
  String.raw`^(?:,?\s*${QUANTITY_LABEL}|\s+(?:x|×)\s*)|^\D*(?:${NUM})\s*(?:x|×)`,
  "iu",
);

/** A line that holds only a quantity: "10 dozen", "Aantal: 4 st", "12 x". */
const QUANTITY_ONLY = new RegExp(
  String.raw`^\s*(?:${QUANTITY_LABEL})?(${NUM})\s*(?:x|×)?\s*(?:(${UNIT})\.?)?\s*[.,;]?\s*$`,
  "iu",
);

/** Signature and letterhead lines: their numbers are phone numbers and registrations. */
const CONTACT_LINE = /\b(tel|phone|mob|mobile|fax|gsm|kvk|btw|vat|iban|bic|www)\b|@/i;
/** Written quantities: no leading zero ("010" is a phone prefix), not absurdly large. */
const MAX_QUANTITY = 1_000_000;

type Candidate = {
  quantityText: string;
  unitWord: string | undefined;
  item: string;
  itemOffset: number;
};

/**
 * Order lines written as text: one product per line in the usual shapes (quantity first or
 * last, with "x", a unit word or a dash), bullets, and sentences naming several products
 * ("Graag 5 dozen … en 3 rollen …"). The product is the code, EAN or alias in the item text,
 * else the catalogue description closest to it. A line written as an order line in which no
 * product is found is `unmatched` (decision 037).
 */
export function findTextLines(
  lines: MessageLine[],
  context: LineContext,
): { found: FoundLine[]; unmatched: UnmatchedText[] } {
  const found: FoundLine[] = [];
  const unmatched: UnmatchedText[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as MessageLine;
    const own = linesIn(line, context);
    if (own.length > 0) {
      found.push(...own);
      continue;
    }
    const split = splitLineAt(lines, index, context);
    if (split) {
      found.push(split.line);
      index = split.last;
      continue;
    }
    const missed = unmatchedIn(line, context);
    if (missed) unmatched.push(missed);
  }
  return { found, unmatched };
}

/**
 * A line split over two or three text lines: the product (a code, or a description wrapped over
 * a line) without a quantity, then a line that holds only the quantity ("10 dozen",
 * "Aantal: 4"). Read as one line; a continuation that names a quantity and more is not one.
 */
function splitLineAt(
  lines: MessageLine[],
  index: number,
  context: LineContext,
): { line: FoundLine; last: number } | null {
  const first = lines[index] as MessageLine;
  if (!first.text.trim() || CONTACT_LINE.test(first.text)) return null;
  const words: string[] = [first.text.trim()];
  for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
    const text = (lines[next] as MessageLine).text.trim();
    if (!text || CONTACT_LINE.test(text)) return null;
    const quantity = QUANTITY_ONLY.exec(text);
    if (quantity) {
      const joined = `${words.join(" ")}  ${quantity[1]}${quantity[2] ? ` ${quantity[2]}` : ""}`;
      const found = linesIn({ ...first, text: joined }, context);
      return found.length === 1 ? { line: found[0] as FoundLine, last: next } : null;
    }
    // a wrapped description carries on without digits; anything else ends the search
    if (/\d/.test(text)) return null;
    words.push(text);
  }
  return null;
}

/** Where one sentence ends and the next begins ("… of X. Also five …"), not after "art." or "nr.". */
const SENTENCE_BREAK =
  /(?<!\b(?:art|nr|ca|st|incl|excl|bijv|resp|no|vs)\.)(?<=[\p{L}\d)]{2}[.!?])\s+(?=\p{Lu}\p{Ll})/u;
const SENTENCE_BREAKS = new RegExp(SENTENCE_BREAK, "gu");

function linesIn(line: MessageLine, context: LineContext): FoundLine[] {
  const bullet = BULLET.exec(line.text);
  const offset = bullet ? bullet[0].length : 0;
  // trimEnd, not /\s+$/: that pattern rescans a long run of spaces from each of its spaces
  const text = quantitiesInDigits(line.text.slice(offset).trimEnd(), UNIT_WORD_PATTERN);
  if (text.length < 3 || text.length > 600 || CONTACT_LINE.test(text)) return [];
  const whole = linesInText(text, line, offset, context);
  if (!SENTENCE_BREAK.test(text)) return whole;
  // several sentences, each naming its own products
  const bySentence = text
    .split(SENTENCE_BREAKS)
    .flatMap((sentence) => linesInText(sentence.trim(), line, offset, context));
  return bySentence.length > whole.length ? bySentence : whole;
}

function linesInText(
  text: string,
  line: MessageLine,
  offset: number,
  context: LineContext,
): FoundLine[] {
  if (text.length < 3) return [];
  const sentence = sentenceCandidates(text);
  if (sentence.length >= 2) return resolve(sentence, line, offset, context);
  for (const candidate of [leading(text, context), trailing(text)]) {
    if (!candidate) continue;
    const result = resolve([candidate], line, offset, context);
    if (result.length > 0) return result;
  }
  return resolve(sentence, line, offset, context);
}

function leading(text: string, context: LineContext): Candidate | null {
  const withUnit = leadingWithUnit(text);
  if (withUnit) return withUnit;
  const bare = LEADING_BARE.exec(text);
  if (!bare) return null;
  const item = bare[2] ?? "";
  // only when a code follows directly ("3 HB-M8x40-ZN"), or the customer's own wording for a product
  const first = findIdentifiers(item, context.catalogue, context.aliases)[0];
  if (first?.start !== 0 && !productByAlias(wordingOf(item), context.catalogue, context.aliases))
    return null;
  return {
    quantityText: bare[1] ?? "",
    unitWord: undefined,
    item,
    itemOffset: text.length - item.length,
  };
}

function leadingWithUnit(text: string): Candidate | null {
  const m = LEADING.exec(text);
  if (!m) return null;
  return {
    quantityText: m[1] ?? "",
    unitWord: m[2] ?? m[3],
    item: m[4] ?? "",
    itemOffset: text.length - (m[4] ?? "").length,
  };
}

function trailing(text: string): Candidate | null {
  const m = TRAILING.exec(text);
  if (!m) return null;
  const item = `${m[1] ?? ""} ${m[4] ?? ""}`.trim();
  return { quantityText: m[2] ?? "", unitWord: m[3], item, itemOffset: 0 };
}

/** Quantities inside a sentence, each followed by its product up to the next quantity. */
function sentenceCandidates(text: string): Candidate[] {
  const markers: {
    index: number;
    end: number;
    quantityText: string;
    unitWord: string | undefined;
  }[] = [];
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
    if (depthAt(text, m.index) > 0) continue;
    markers.push({
      index: m.index,
      end: m.index + m[0].length,
      quantityText: m[1] ?? "",
      unitWord: m[2],
    });
  }
  const candidates: Candidate[] = [];
  markers.forEach((marker, k) => {
    const next = markers[k + 1];
    const raw = text.slice(marker.end, next ? next.index : text.length);
    const item = raw.replace(/(\s+(en|and|plus|&)|[,;.:]|\s)+$/i, "").replace(/^[\s:]+/, "");
    if (item)
      candidates.push({
        quantityText: marker.quantityText,
        unitWord: marker.unitWord,
        item,
        itemOffset: marker.end,
      });
  });
  if (candidates.length < 2) return candidates;
  // a list inside a sentence is joined by "en", "and" or commas; otherwise these are sizes
  const joined = markers
    .slice(1)
    .every((marker, k) =>
      /(\sen\s|\sand\s|[,;]\s|\splus\s|&)/i.test(text.slice(markers[k]?.end ?? 0, marker.index)),
    );
  return joined ? candidates : candidates.slice(0, 1);
}

function depthAt(text: string, index: number): number {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** A candidate's quantity, when it is one: positive, not absurdly large, no leading zero. */
function quantityOf(candidate: Candidate, context: LineContext) {
  const quantity = parseNumber(candidate.quantityText, context.convention);
  if (
    !quantity ||
    quantity.value <= 0 ||
    quantity.value > MAX_QUANTITY ||
    /^0\d/.test(candidate.quantityText)
  )
    return null;
  return quantity;
}

function statedUnitOf(candidate: Candidate): SalesUnit | null {
  return candidate.unitWord ? unitOfWord(candidate.unitWord.replace(/\.$/, "")) : null;
}

function resolve(
  candidates: Candidate[],
  line: MessageLine,
  offset: number,
  context: LineContext,
): FoundLine[] {
  const result: FoundLine[] = [];
  for (const candidate of candidates) {
    const quantity = quantityOf(candidate, context);
    if (!quantity) continue;
    const named = productIn(candidate.item, context);
    if (!named) continue;
    const { match } = named;
    const statedUnit = statedUnitOf(candidate);
    result.push({
      product: match.product,
      quantity,
      statedUnit,
      confidence: match.confidence * unitAgreement(statedUnit, match.product),
      provenance: narrow(line.provenance, offset),
      sourceText: line.text.trim(),
      how: match.how,
      productText: named.text,
    });
  }
  return result;
}

/**
 * The product an item text names: a code or EAN in it first, else the customer's learned wording
 * for it, else its description. `text` is the part that named it, as written.
 */
function productIn(
  item: string,
  context: LineContext,
): { match: ProductMatch; text: string } | null {
  const identifiers = findIdentifiers(item, context.catalogue, context.aliases);
  if (identifiers.length > 0) {
    const labelled = identifiers.find((m) =>
      /(art(ikel)?\.?|ean|code|sku)\s*[:.]?\s*$/i.test(item.slice(0, m.start)),
    );
    const match = labelled ?? (identifiers[0] as ProductMatch);
    return { match, text: item.slice(match.start, match.end) };
  }
  const wording = wordingOf(item);
  const aliased = productByAlias(wording, context.catalogue, context.aliases);
  if (aliased) return { match: aliased, text: wording };
  if (!/\p{L}{3}/u.test(wording)) return null;
  const match = productByDescription(wording, context.catalogue);
  return match ? { match, text: wording } : null;
}

/**
 * A line that gave no order line, read as one when it is written so beyond doubt: a quantity
 * with "x" or a unit word, first or last ("12 x blauwe dingen", "blauwe dingen: 2 st"), or after
 * a word or two ("Graag 5 st blauwe dingen."), and a few words that may name a product. A bare
 * number ("Kerkstraat 12", "PO-4471") is never read as a quantity here, nor a line that holds only
 * a quantity. Several products in one sentence are left alone: which words name which is a guess.
 */
function unmatchedIn(line: MessageLine, context: LineContext): UnmatchedText | null {
  const bullet = BULLET.exec(line.text);
  const offset = bullet ? bullet[0].length : 0;
  const text = quantitiesInDigits(line.text.slice(offset).trimEnd(), UNIT_WORD_PATTERN);
  if (text.length < 3 || text.length > 600 || CONTACT_LINE.test(text) || QUANTITY_ONLY.test(text))
    return null;
  const sentence = sentenceCandidates(text);
  if (sentence.length >= 2) return null;
  const candidate =
    leadingWithUnit(text) ?? trailingWithUnit(text) ?? afterFewWords(text, sentence[0]);
  if (!candidate) return null;
  const quantity = quantityOf(candidate, context);
  const productText = wordingOf(candidate.item);
  if (!quantity || !mayNameProduct(productText)) return null;
  return unmatchedText({
    sourceText: line.text.trim(),
    productText,
    quantity,
    unit: statedUnitOf(candidate),
    provenance: narrow(line.provenance, offset),
  });
}

/** `trailing`, only when a unit word, "x" or a quantity label marks the number as a quantity. */
function trailingWithUnit(text: string): Candidate | null {
  const m = TRAILING.exec(text);
  if (!m) return null;
  const marked = m[3] !== undefined || MARKED_QUANTITY.test(text.slice((m[1] ?? "").length));
  return marked ? trailing(text) : null;
}

/**
 * A sentence's quantity after a word or three ("Graag 5 st …", "Please send us 3 x …"), naming a
 * few words that do not go on as prose ("2 dozen bij de vorige zending", "3 x more time").
 */
function afterFewWords(text: string, candidate: Candidate | undefined): Candidate | null {
  if (!candidate) return null;
  const before = text.slice(0, candidate.itemOffset).trim().split(/\s+/).length;
  const words = candidate.item.trim().split(/\s+/);
  return before <= 5 && words.length <= 5 && !PROSE_WORD.test(words[0] ?? "") ? candidate : null;
}

/** The words of an item that describe its product: labelled codes and labels taken off. */
function wordingOf(item: string): string {
  return item
    .replace(/\((?:art|ean|code|sku|item)[^)]*\)/gi, " ")
    .replace(/\b(art(ikel)?\.?|ean)\s*[:.]?/gi, " ")
    .trim();
}

/**
 * The product wording of a line as written ("12 x blauwe dingen" → "blauwe dingen"), read by the
 * same rules as order lines: what a learned alias for that line must be, so that the next line
 * written the same way finds it. Null when the line names several products.
 */
export function productWordingOfLine(text: string): string | null {
  const bullet = BULLET.exec(text);
  const rest = text.slice(bullet ? bullet[0].length : 0).trim();
  const sentence = sentenceCandidates(rest);
  if (sentence.length >= 2) return null;
  const bare = LEADING_BARE.exec(rest);
  const candidate =
    leadingWithUnit(rest) ??
    (bare ? { item: bare[2] ?? "" } : null) ??
    trailing(rest) ??
    sentence[0] ??
    null;
  return wordingOf(candidate ? candidate.item : rest);
}

function narrow(provenance: Provenance, offset: number): Provenance {
  if (provenance.source !== "body") return provenance;
  return { ...provenance, start: provenance.start + offset };
}
