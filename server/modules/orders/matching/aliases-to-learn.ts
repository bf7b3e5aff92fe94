import { type Catalogue, normaliseCode } from "../extraction/catalogue.ts";
import { aliasKey, productByIdentifier } from "../extraction/product-matcher.ts";
import { productWordingOfLine } from "../extraction/text-line-finder.ts";

/** An order line whose product an operator chose, differently from what the engine read. */
export type LineCorrection = {
  /** The product the operator chose. */
  productCode: string;
  /** The words that named the product as the engine read them: the line's `productText`. */
  productText?: string | null;
  /**
   * Else the line as written (one the engine found no product in): its quantity, unit and
   * labels are taken off by the engine's own rules, leaving the product's wording.
   */
  lineText?: string | null;
};

export type Corrections = {
  lines?: LineCorrection[];
  /** The address the order came from (its author's, for a forwarded order), when the operator chose the customer. */
  sender?: string | null;
};

export type AliasToLearn = {
  kind: "product" | "customer";
  /** The customer whose wording it is; null for a sender. */
  customerNumber: string | null;
  sourceKey: string;
  sourceText: string;
  targetCode: string;
};

export type NotLearned = {
  kind: "product" | "customer";
  sourceText: string;
  reason:
    | "empty"
    | "several-products"
    | "names-a-code"
    | "unknown-product"
    | "unknown-customer"
    | "known-sender";
};

/**
 * What an operator's corrections teach, decided against the catalogue: never empty text, text
 * that names a product by its code or EAN already (those always win), a line with several
 * products, a product or customer the catalogue does not have, or a sender the catalogue
 * already gives to that customer.
 */
export function aliasesToLearn(
  catalogue: Catalogue,
  customerNumber: string,
  corrections: Corrections,
): { learn: AliasToLearn[]; skipped: NotLearned[] } {
  const learn = new Map<string, AliasToLearn>();
  const skipped: NotLearned[] = [];
  const customer = catalogue.customerByNumber.get(customerNumber.trim());

  for (const line of corrections.lines ?? []) {
    const written = (line.productText ?? "").trim();
    const wording = written || (line.lineText ? productWordingOfLine(line.lineText) : "");
    const sourceText = written || (line.lineText ?? "").trim();
    const skip = (reason: NotLearned["reason"]) =>
      skipped.push({ kind: "product", sourceText, reason });
    if (wording === null) {
      skip("several-products");
      continue;
    }
    const sourceKey = aliasKey(wording);
    if (!sourceKey) skip("empty");
    else if (!customer) skip("unknown-customer");
    else if (productByIdentifier(wording, catalogue)) skip("names-a-code");
    else {
      const product = catalogue.productByCode.get(normaliseCode(line.productCode));
      if (!product) skip("unknown-product");
      else
        learn.set(`product\u0000${sourceKey}`, {
          kind: "product",
          customerNumber: customer.number,
          sourceKey,
          sourceText: wording.replace(/\s+/g, " "),
          targetCode: product.code,
        });
    }
  }

  if (corrections.sender !== undefined && corrections.sender !== null) {
    const address = corrections.sender.trim().toLowerCase();
    const skip = (reason: NotLearned["reason"]) =>
      skipped.push({ kind: "customer", sourceText: corrections.sender ?? "", reason });
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) skip("empty");
    else if (!customer) skip("unknown-customer");
    else if (catalogue.customerByEmail.get(address) === customer) skip("known-sender");
    else
      learn.set(`customer\u0000${address}`, {
        kind: "customer",
        customerNumber: null,
        sourceKey: address,
        sourceText: corrections.sender.trim(),
        targetCode: customer.number,
      });
  }
  return { learn: [...learn.values()], skipped };
}
