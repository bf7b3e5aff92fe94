import type { Provenance } from "./message-types.ts";
import type { ParsedQuantity } from "./number-parsing.ts";
import type { SalesUnit } from "./unit-words.ts";

/**
 * Text that reads as an order line, a quantity and the words of a product, in which no product
 * of the catalogue or the customer's learned wordings is named (decision 037). The validation
 * screen shows it so the operator adds the line for it; the product they choose is learned from
 * `productText`, so the customer's next order that writes it so matches by itself.
 */
export type UnmatchedText = {
  /** The line as written. */
  sourceText: string;
  /** The words that should have named the product, as the line rules look them up. */
  productText: string;
  /** Exact decimal as written ("12.5"). */
  quantity: string;
  /** The sales unit the writer named, when they named one. */
  unit: SalesUnit | null;
  provenance: Provenance;
};

/** More words than this is prose ("3 x per week we would like to …"), not a product's name. */
const MAX_WORDS = 8;
const MAX_LENGTH = 80;
/** A total, a price or a date written like a line ("Totaal: 12 stuks"). */
const NOT_A_PRODUCT =
  /^(sub)?tota(a)?l\b|\b(prijs|price|bedrag|amount|korting|discount|btw|vat|levering|delivery|leverdatum|datum|date|week|weken|weeks|dagen|days|uur|hours)\b|[€$£]/iu;

/** One word like a code, with a digit ("KL-4711"): the customer's own code for a product. */
const CODE_LIKE = /^[A-Z0-9][A-Z0-9\-_./]*\d[A-Z0-9\-_./]*$/i;

/**
 * Whether an item's words may name a product: a code-like word, or words (short as a name is,
 * not a total, a price or a date).
 */
export function mayNameProduct(words: string): boolean {
  const text = words.trim();
  if (CODE_LIKE.test(text)) return true;
  return (
    /\p{L}{3}/u.test(text) &&
    text.length <= MAX_LENGTH &&
    text.split(/\s+/).length <= MAX_WORDS &&
    !NOT_A_PRODUCT.test(text)
  );
}

/** An unmatched text from what a line rule read. */
export function unmatchedText(found: {
  sourceText: string;
  productText: string;
  quantity: ParsedQuantity;
  unit: SalesUnit | null;
  provenance: Provenance;
}): UnmatchedText {
  return {
    sourceText: found.sourceText,
    productText: found.productText.replace(/\s+/g, " ").trim(),
    quantity: found.quantity.decimal,
    unit: found.unit,
    provenance: found.provenance,
  };
}
