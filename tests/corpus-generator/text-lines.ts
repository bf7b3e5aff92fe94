import type { Random } from "./random.ts";
import { description, type Language, type OrderLine, quantityText, unitWord } from "./writing.ts";

/** Order lines as plain text, one per line, in one of the usual shapes (same shape per e-mail). */
export function textLines(random: Random, lines: OrderLine[], language: Language): string {
  const shape = random.int(0, 4);
  return lines
    .map(({ product, quantity }) => {
      const q = quantityText(quantity, language);
      const unit = unitWord(random, product.unit, quantity, language);
      switch (shape) {
        case 0:
          return `${q} x ${product.sku}`;
        case 1:
          return `${product.sku}  ${q} ${unit}`;
        case 2:
          return `- ${q} ${unit} ${product.sku} (${description(product, language)})`;
        case 3:
          return `${product.sku} - ${description(product, language)} - ${q} ${unit}`;
        default:
          return `${q} ${unit} ${description(product, language)}, art. ${product.sku}`;
      }
    })
    .join("\n");
}
