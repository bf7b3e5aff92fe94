/**
 * Development evaluation: runs every e-mail of a corpus through the engine and writes the
 * predictions in the corpus' expected format, for its scorer.
 *   node --import tsx server/modules/orders/extraction/eval-corpus.ts <corpus-dir> <out-dir>
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import {
  buildCatalogue,
  type Catalogue,
  type CustomerRecord,
  type ProductRecord,
} from "./catalogue.ts";
import { extractOrder } from "./extract-order.ts";
import { readMessage } from "./read-message.ts";

const [corpusDir, outDir] = process.argv.slice(2);
if (!corpusDir || !outDir) {
  console.error("usage: eval-corpus.ts <corpus-dir> <out-dir>");
  process.exit(2);
}

function readCsv(path: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(readFileSync(path, "utf8").replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  }).data;
}

const list = (text: string | undefined) =>
  (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const customers: CustomerRecord[] = readCsv(join(corpusDir, "catalog", "customers.csv")).map(
  (row) => ({
    number: row.customer_number ?? "",
    name: row.name ?? "",
    emails: list(row.contact_emails),
    domains: list(row.email_domain),
    vat: row.vat_number || null,
  }),
);
const products: ProductRecord[] = readCsv(join(corpusDir, "catalog", "products.csv")).map(
  (row) => ({
    code: row.sku ?? "",
    ean: row.ean || null,
    descriptions: [row.description_en, row.description_nl].filter((d): d is string => Boolean(d)),
    unit: row.unit ?? "",
  }),
);

const buildStart = performance.now();
const catalogue = buildCatalogue(customers, products);
const buildMs = performance.now() - buildStart;

mkdirSync(outDir, { recursive: true });
const files = readdirSync(join(corpusDir, "emails"))
  .filter((f) => f.endsWith(".eml"))
  .sort();
const raws = files.map((file) => readFileSync(join(corpusDir, "emails", file)));

async function predict(raw: Buffer, catalogueToUse: Catalogue) {
  const message = await readMessage(raw);
  const order = extractOrder(message, catalogueToUse);
  return {
    customer_number: order.customer?.customerNumber ?? null,
    order_reference: order.orderReference?.value ?? null,
    requested_delivery_date: order.requestedDeliveryDate?.value ?? null,
    lines: order.lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantityNumber,
      unit: line.unit,
    })),
  };
}

for (const [i, file] of files.entries()) {
  let prediction: unknown;
  try {
    prediction = await predict(raws[i] as Buffer, catalogue);
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    prediction = {
      customer_number: null,
      order_reference: null,
      requested_delivery_date: null,
      lines: [],
    };
  }
  writeFileSync(
    join(outDir, file.replace(/\.eml$/, ".json")),
    `${JSON.stringify(prediction, null, 2)}\n`,
  );
}

// Speed, after the pass above warmed the modules: reading and extraction timed apart, with the
// corpus catalogue and with one padded to 10,000 products (variants of the real ones).
const messages = await Promise.all(raws.map((raw) => readMessage(raw)));
const readStart = performance.now();
for (const raw of raws) await readMessage(raw);
const readMs = performance.now() - readStart;
const large = padCatalogue(10_000);
for (const [label, cat] of [
  [`${products.length} products`, catalogue],
  [`${large.products.length} products`, large],
] as const) {
  for (const message of messages) extractOrder(message, cat); // warm the word caches once
  const start = performance.now();
  for (const message of messages) extractOrder(message, cat);
  const extractMs = performance.now() - start;
  console.log(
    `${label}: read ${(readMs / files.length).toFixed(1)} ms + extract ${(extractMs / files.length).toFixed(1)} ms per e-mail = ` +
      `${((files.length / (readMs + extractMs)) * 1000).toFixed(0)} e-mails/s (extraction alone ${((files.length / extractMs) * 1000).toFixed(0)}/s)`,
  );
}
console.log(`catalogue of ${products.length} built in ${buildMs.toFixed(1)} ms`);

function padCatalogue(size: number): Catalogue {
  const padded: ProductRecord[] = [...products];
  const words = [
    "pro",
    "plus",
    "eco",
    "xl",
    "mini",
    "heavy",
    "light",
    "inox",
    "zwart",
    "wit",
    "rood",
    "blauw",
  ];
  for (let n = 0; padded.length < size; n++) {
    const base = products[n % products.length] as ProductRecord;
    const variant = Math.floor(n / products.length) + 1;
    const word = words[n % words.length];
    padded.push({
      code: `${base.code}-V${variant}`,
      ean: null,
      descriptions: base.descriptions.map((d) => `${d} ${word} ${variant * 7}`),
      unit: base.unit,
    });
  }
  const start = performance.now();
  const built = buildCatalogue(customers, padded);
  console.log(
    `catalogue of ${padded.length} built in ${(performance.now() - start).toFixed(0)} ms`,
  );
  return built;
}
