import type { Random } from "../random.ts";
import { type Catalogue, type ClassWriter, expectedLines, type Sample } from "../sample.ts";
import type { Product } from "../wholesaler.ts";
import {
  closing,
  description,
  greeting,
  type Language,
  numberWord,
  type OrderLine,
  paragraphs,
  pickLines,
  quantityText,
  sentDate,
  signature,
  unitWord,
} from "../writing.ts";
import { orderReference } from "./header-shapes.ts";

/** A plain order around some lines, from a known contact: the lines are what the class is about. */
function plainOrder(
  random: Random,
  catalogue: Catalogue,
  className: string,
  language: Language,
  lines: OrderLine[],
  body: string,
  noise: string[],
): Sample {
  const customer = random.pick(catalogue.customers);
  const contact = random.pick(customer.contacts);
  const sent = sentDate(random);
  const reference = random.chance(0.5) ? orderReference(random) : null;
  const nl = language === "nl";
  return {
    class: className,
    language,
    noise,
    from: contact,
    subject: reference
      ? `${nl ? "Bestelling" : "Order"} ${reference}`
      : nl
        ? "Bestelling"
        : "Order",
    date: sent.header,
    text: paragraphs([
      greeting(random, language),
      "",
      body,
      "",
      reference ? `${nl ? "Referentie" : "Reference"}: ${reference}` : "",
      "",
      closing(random, language),
      signature(random, contact, customer, language),
    ]),
    expected: {
      customer_number: customer.number,
      order_reference: reference,
      requested_delivery_date: null,
      lines: expectedLines(lines),
    },
  };
}

const catalogueText = (product: Product, language: Language) =>
  description(product, language).replace(/ \(.*\)$/, "");

/** Lines split over two or three text lines: code, then quantity; wrapped descriptions. */
export const splitLines: ClassWriter = (random, catalogue, count) =>
  Array.from({ length: count }, (_, index) => {
    const language: Language = index % 3 === 2 ? "en" : "nl";
    const nl = language === "nl";
    const lines = pickLines(random, catalogue.products, random.int(2, 6));
    const shape = index % 4;
    const body = lines
      .map(({ product, quantity }, row) => {
        const q = quantityText(quantity, language);
        const unit = unitWord(random, product.unit, quantity, language);
        const text = catalogueText(product, language);
        const cut = text.lastIndexOf(" ", Math.floor(text.length * 0.6));
        switch (shape) {
          case 0:
            return `${nl ? "Art.nr" : "Item"}: ${product.sku}\n${nl ? "Aantal" : "Quantity"}: ${q} ${unit}`;
          case 1:
            return `${product.sku}  ${text.slice(0, cut)}\n          ${text.slice(cut + 1)}\n          ${q} ${unit}`;
          case 2:
            return `${row + 1}. ${product.sku}\n   ${q} ${unit}`;
          default:
            return `${text}\n${nl ? "code" : "code"} ${product.sku}, ${nl ? "aantal" : "qty"} ${q}`;
        }
      })
      .join(shape === 0 || shape === 2 ? "\n\n" : "\n");
    return plainOrder(
      random,
      catalogue,
      "split-lines",
      language,
      lines,
      `${nl ? "Graag leveren:" : "Please deliver:"}\n\n${body}`,
      [`split-shape-${shape}`],
    );
  });

/** Free sentences: number words, the quantity after the product, several products per sentence. */
export const prose: ClassWriter = (random, catalogue, count) =>
  Array.from({ length: count }, (_, index) => {
    const language: Language = index % 2 === 1 ? "en" : "nl";
    const nl = language === "nl";
    const lines = pickLines(
      random,
      catalogue.products.filter((p) => p.unit !== "kg" && p.unit !== "m"),
      random.int(2, 4),
    );
    const part = ({ product, quantity }: OrderLine, after: boolean) => {
      const q = random.chance(0.7)
        ? numberWord(random, quantity, language)
        : quantityText(quantity, language);
      const unit = unitWord(random, product.unit, quantity, language);
      if (after)
        return nl
          ? `van ${product.sku} graag ${q} ${unit}`
          : `of ${product.sku} we need ${q} ${unit}`;
      return nl ? `${q} ${unit} ${product.sku}` : `${q} ${unit} of ${product.sku}`;
    };
    const [first, ...rest] = lines as [OrderLine, ...OrderLine[]];
    const sentences: string[] = [];
    if (index % 3 === 0) {
      const all = lines.map((line) => part(line, false));
      sentences.push(
        nl
          ? `Kunnen jullie ons ${all.slice(0, -1).join(", ")} en ${all.at(-1)} sturen?`
          : `Could you send us ${all.slice(0, -1).join(", ")} and ${all.at(-1)}?`,
      );
    } else {
      sentences.push(
        nl
          ? `Wij willen graag ${part(first, false)} bestellen.`
          : `We would like to order ${part(first, false)}.`,
      );
      for (const line of rest) {
        const after = random.chance(0.5);
        const text = part(line, after);
        sentences.push(
          after
            ? `${text[0]?.toUpperCase()}${text.slice(1)}.`
            : nl
              ? `Daarnaast ${text}.`
              : `Also ${text}.`,
        );
      }
    }
    return plainOrder(random, catalogue, "prose", language, lines, sentences.join(" "), [
      "number-words",
    ]);
  });

const ABBREVIATIONS: [RegExp, string][] = [
  [/handschoenen/i, "handsch."],
  [/ liter/, " ltr"],
  [/ litre/, " ltr"],
  [/maat /, "mt "],
  [/poedervrij /, "pv "],
  [/Afvalzakken/, "afvalzak"],
  [/professioneel/, "prof."],
];

function typo(random: Random, text: string): string {
  const words = text.split(" ");
  const index = words.findIndex((word) => word.length > 7 && /^[a-z]+$/i.test(word));
  if (index < 0) return text;
  const word = words[index] as string;
  const at = random.int(2, word.length - 3);
  words[index] = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return words.join(" ");
}

/** Only a description: abbreviated, misspelt or half in the other language; the variant decides. */
function writtenDescription(random: Random, product: Product, language: Language): string {
  let text = catalogueText(product, language);
  const way = random.int(0, 3);
  if (way === 0) for (const [pattern, short] of ABBREVIATIONS) text = text.replace(pattern, short);
  if (way === 1) text = typo(random, text);
  if (way === 2) {
    // family in one language, variant in the other
    const other = language === "nl" ? "en" : "nl";
    text = `${catalogueText(product, other).split(" ").slice(0, -product.variant[other].join(" ").split(" ").length).join(" ")} ${product.variant[language].join(" ")}`;
  }
  return random.chance(0.5) ? text.toLowerCase() : text;
}

export const descriptionsOnly: ClassWriter = (random, catalogue, count) =>
  Array.from({ length: count }, (_, index) => {
    const language: Language = index % 3 === 2 ? "en" : "nl";
    // several variants of one family in one order: the size, colour or volume decides
    const family = random.pick(catalogue.products.filter((p) => p.variant.nl.length > 1)).family;
    const siblings = catalogue.products.filter((p) => p.family === family);
    const picked = random.sample(siblings, Math.min(siblings.length, random.int(2, 3)));
    const others = pickLines(
      random,
      catalogue.products.filter((p) => p.family !== family),
      random.int(1, 2),
    );
    const lines: OrderLine[] = [
      ...picked.map((product) => ({ product, quantity: random.pick([2, 3, 5, 6, 10, 12, 20]) })),
      ...others,
    ];
    const body = lines
      .map(({ product, quantity }) => {
        const q = quantityText(quantity, language);
        const unit = unitWord(random, product.unit, quantity, language);
        return random.chance(0.5)
          ? `${q} ${unit} ${writtenDescription(random, product, language)}`
          : `${writtenDescription(random, product, language)} - ${q} ${unit}`;
      })
      .join("\n");
    return plainOrder(
      random,
      catalogue,
      "descriptions-only",
      language,
      lines,
      `${language === "nl" ? "Bestelling:" : "Order:"}\n${body}`,
      ["variants"],
    );
  });
