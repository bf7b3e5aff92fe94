import type { Catalogue, ProductRecord } from "./catalogue.ts";
import type { Provenance } from "./message-types.ts";
import type { NumberConvention, ParsedQuantity } from "./number-parsing.ts";
import type { Aliases, ProductMatch } from "./product-matcher.ts";
import type { SalesUnit } from "./unit-words.ts";

/** An order line as a rule found it, before deduplication. */
export type FoundLine = {
  product: ProductRecord;
  quantity: ParsedQuantity;
  /** The unit word the writer used, when it names a sales unit. */
  statedUnit: SalesUnit | null;
  confidence: number;
  provenance: Provenance;
  sourceText: string;
  /** How the product was recognised. */
  how: ProductMatch["how"];
  /**
   * The words that named the product, as written: the code, the cell, or the item's wording.
   * What a learned alias is looked up by, so an operator's correction is learned from it.
   */
  productText: string;
};

export type LineContext = { catalogue: Catalogue; aliases?: Aliases; convention: NumberConvention };

/** A unit the writer named that differs from the product's lowers confidence; it never changes the unit. */
export function unitAgreement(statedUnit: SalesUnit | null, product: ProductRecord): number {
  return statedUnit === null || statedUnit === product.unit ? 1 : 0.85;
}
