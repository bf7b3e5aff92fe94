import { type Catalogue, normaliseCode, type ProductRecord } from "./catalogue.ts";
import { foldAccents } from "./match-tokens.ts";

/** Customer-specific text → product code, learned from earlier validations (normalised keys). */
export type Aliases = ReadonlyMap<string, string>;

export type ProductMatch = {
  product: ProductRecord;
  how: "code" | "ean" | "alias" | "description";
  confidence: number;
  /** The characters of the text that named the product. */
  start: number;
  end: number;
};

/** A fuzzy description match below this is not taken. */
export const MIN_DESCRIPTION_SCORE = 0.6;

/**
 * A learned alias as compared: case, accents, spacing and the separators of codes ("KL-4711",
 * "kl 4711") do not count, a trailing full stop or comma neither; digits and decimal marks do
 * ("3x2.5" is not "3x25").
 */
export function aliasKey(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/[\s\-_/]+/g, " ")
    .replace(/[\s.,;:]+$/, "")
    .trim();
}

/** The product a whole cell or text names by its code, EAN or a learned alias. */
export function productByIdentifier(
  text: string,
  catalogue: Catalogue,
  aliases?: Aliases,
): ProductMatch | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[\s-]/g, "");
  if (/^\d{8}$|^\d{12,14}$/.test(digits)) {
    const product =
      catalogue.productByEan.get(digits) ?? catalogue.productByEan.get(digits.padStart(13, "0"));
    if (product) return { product, how: "ean", confidence: 0.97, start: 0, end: text.length };
  }
  const product = catalogue.productByCode.get(normaliseCode(trimmed));
  if (product) return { product, how: "code", confidence: 0.97, start: 0, end: text.length };
  return productByAlias(text, catalogue, aliases);
}

/**
 * The product a whole text stands for by a learned alias: the customer's own code or wording,
 * compared as `aliasKey`. Only ever the whole text, so an alias "tape" says nothing about
 * "tape rood 19mm".
 */
export function productByAlias(
  text: string,
  catalogue: Catalogue,
  aliases?: Aliases,
): ProductMatch | null {
  if (!aliases || aliases.size === 0) return null;
  const code = aliases.get(aliasKey(text));
  const product = code ? catalogue.productByCode.get(normaliseCode(code)) : undefined;
  return product ? { product, how: "alias", confidence: 0.95, start: 0, end: text.length } : null;
}

type Token = { text: string; start: number; end: number };

/**
 * Codes, EANs and the customer's own codes (learned aliases) written anywhere in a text,
 * allowing case and spacing variants ("hb-m8x40-zn", "HB M8x40 ZN"). A purely numeric code only counts where a code is expected:
 * at the start of the item text or after a label ("art.", "EAN"), since numbers in descriptions
 * ("2000 m", "doos à 100") would otherwise read as codes.
 */
export function findIdentifiers(
  text: string,
  catalogue: Catalogue,
  aliases?: Aliases,
): ProductMatch[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9][A-Za-z0-9\-_./]*[A-Za-z0-9]|[A-Za-z0-9]/g))
    tokens.push({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  const matches: ProductMatch[] = [];
  const used = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    // longest run of up to three tokens first
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const run = tokens.slice(i, i + n);
      const first = run[0] as Token;
      const last = run[n - 1] as Token;
      if (
        n > 1 &&
        !/^[\s\-_./]*$/.test(text.slice(first.end, last.start).replace(/[A-Za-z0-9\-_./]+/g, ""))
      )
        continue;
      const joined = text.slice(first.start, last.end);
      if (
        normaliseCode(joined).length > catalogue.longestCode + 1 &&
        !/^\d+$/.test(joined.replace(/\s/g, ""))
      )
        continue;
      const match = productByIdentifier(joined, catalogue, aliases);
      if (!match) continue;
      if (
        (match.how === "code" || match.how === "alias") &&
        /^\d+$/.test(normaliseCode(joined)) &&
        !numericCodeExpected(text, first.start, tokens, i)
      )
        continue;
      // inside a text only a customer's code (it has a digit) is an alias; their wording for a
      // product counts as the whole item (productByAlias), never as a few words of a longer one
      if (match.how === "alias" && !/\d/.test(joined)) continue;
      if (n === 1 && !/\d/.test(joined) && match.how === "code") continue;
      matches.push({ ...match, start: first.start, end: last.end });
      for (let k = i; k < i + n; k++) used.add(k);
      break;
    }
  }
  return matches;
}

function numericCodeExpected(text: string, start: number, tokens: Token[], index: number): boolean {
  if (index === 0) return true;
  const before = text.slice(0, start).toLowerCase();
  if (/(art(ikel)?(nr|nummer)?\.?|item(\s*no)?\.?|code|sku|ean|nr\.?|#)\s*[:.]?\s*$/.test(before))
    return true;
  // what is left of "10 boxes of 2130", "van 4410 graag 3 rollen" once the quantity is read
  if (/^\s*(of|van)\s*$/.test(before)) return true;
  // the only thing left after a quantity ("3 x 2130", "10 kg 9721")
  const previous = tokens[index - 1];
  return (
    previous !== undefined &&
    /^[\s\-–:x×*]*$/i.test(text.slice(previous.end, start)) &&
    /^(\d+([.,]\d+)?|x|st|stuks|pcs|kg|m|rol|rollen|pak|pakken|doos|dozen|box|boxes|rolls|packs|meter)$/i.test(
      previous.text,
    )
  );
}

/** The best product for a free description, or null when nothing is close enough. */
export function productByDescription(text: string, catalogue: Catalogue): ProductMatch | null {
  const [best, second] = catalogue.descriptions.search(text, 2);
  if (!best || best.score < MIN_DESCRIPTION_SCORE || !best.namedByWord) return null;
  // a near tie between two products lowers the confidence, it does not hide the line
  const margin = second ? best.score - second.score : best.score;
  const confidence = Math.max(0.3, Math.min(0.9, best.score * 0.9 - (margin < 0.03 ? 0.2 : 0)));
  return { product: best.item, how: "description", confidence, start: 0, end: text.length };
}
