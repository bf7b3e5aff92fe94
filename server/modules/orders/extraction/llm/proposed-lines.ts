import type { Catalogue } from "../catalogue.ts";
import type { ExtractedLine } from "../extract-order.ts";
import { unitAgreement } from "../found-line.ts";
import type { ReadMessage } from "../message-types.ts";
import { parseNumber } from "../number-parsing.ts";
import {
  type Aliases,
  findIdentifiers,
  type ProductMatch,
  productByDescription,
  productByIdentifier,
} from "../product-matcher.ts";
import { unitOfWord } from "../unit-words.ts";
import { llmConfidence } from "./llm-confidence.ts";
import { locateText } from "./locate-text.ts";
import type { OrderAnswer } from "./order-answer-schema.ts";

/**
 * The product a line's text names, by Fennec's own matchers: the whole text as a code, EAN or
 * learned alias, else a code written in it, else its description.
 */
export function matchProduct(
  text: string,
  catalogue: Catalogue,
  aliases?: Aliases,
): ProductMatch | null {
  const whole = productByIdentifier(text, catalogue, aliases);
  if (whole) return whole;
  const [identifier] = findIdentifiers(text, catalogue, aliases);
  if (identifier) return identifier;
  return /\p{L}{3}/u.test(text) ? productByDescription(text, catalogue) : null;
}

/**
 * The model's lines as order lines: each product matched against the catalogue (a line no
 * product matches is left out), the quantity as written, the product's sales unit, and where
 * the line is written in the message.
 */
export function proposedLines(
  answer: OrderAnswer,
  context: { message: ReadMessage; catalogue: Catalogue; aliases?: Aliases; model: string },
): ExtractedLine[] {
  return answer.lines.flatMap((line) => {
    const match = matchProduct(
      line.product_code_or_description,
      context.catalogue,
      context.aliases,
    );
    const quantity = parseNumber(line.quantity, "en");
    if (!match || !quantity || quantity.value <= 0) return [];
    const location = locateText(context.message, line.product_code_or_description);
    const statedUnit = line.unit ? unitOfWord(line.unit.replace(/\.$/, "")) : null;
    return [
      {
        sku: match.product.code,
        quantity: quantity.decimal,
        quantityNumber: quantity.value,
        unit: match.product.unit,
        confidence: llmConfidence(
          location !== null,
          match.confidence * unitAgreement(statedUnit, match.product),
        ),
        provenance: location?.provenance ?? { source: "llm", model: context.model },
        sourceText: location?.lineText ?? line.product_code_or_description,
        engine: "llm" as const,
      },
    ];
  });
}
