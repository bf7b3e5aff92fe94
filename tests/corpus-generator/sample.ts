import type { Random } from "./random.ts";
import type { Customer, Product } from "./wholesaler.ts";
import type { Language, OrderLine } from "./writing.ts";

/** What the corpus' README calls the ground truth of one e-mail. */
export type Expected = {
  customer_number: string | null;
  order_reference: string | null;
  requested_delivery_date: string | null;
  lines: { sku: string; quantity: number; unit: string }[];
};

export type Attachment = {
  filename: string;
  content: Buffer | string;
  contentType: string;
  cid?: string;
};

/** One e-mail as a class writes it; `generate.ts` makes the MIME message of it. */
export type Sample = {
  class: string;
  language: Language;
  noise: string[];
  from: { name: string; email: string };
  /** The wholesaler's order address unless said otherwise. */
  to?: string;
  subject: string;
  date: string;
  text?: string;
  html?: string;
  attachments?: Attachment[];
  expected: Expected;
};

export type Catalogue = { products: Product[]; customers: Customer[] };

/** Writes `count` e-mails of one class. */
export type ClassWriter = (
  random: Random,
  catalogue: Catalogue,
  count: number,
) => Promise<Sample[]> | Sample[];

export function expectedLines(lines: OrderLine[]): Expected["lines"] {
  return lines.map(({ product, quantity }) => ({ sku: product.sku, quantity, unit: product.unit }));
}

export const nonOrder: Omit<Expected, "lines"> & { lines: [] } = {
  customer_number: null,
  order_reference: null,
  requested_delivery_date: null,
  lines: [],
};
