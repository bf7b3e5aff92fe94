/**
 * Development evaluation: runs every e-mail of a corpus through the engine and writes the
 * predictions in the corpus' expected format, for its scorer.
 *   node --import tsx server/modules/orders/extraction/eval-corpus.ts <corpus-dir> <out-dir>
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { buildCatalogue, type CustomerRecord, type ProductRecord } from "./catalogue.ts";
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
let readMs = 0;
let extractMs = 0;
for (const [i, file] of files.entries()) {
  const t0 = performance.now();
  let prediction: unknown;
  try {
    const message = await readMessage(raws[i] as Buffer);
    const t1 = performance.now();
    const order = extractOrder(message, catalogue);
    extractMs += performance.now() - t1;
    readMs += t1 - t0;
    prediction = {
      customer_number: order.customer?.customerNumber ?? null,
      order_reference: order.orderReference?.value ?? null,
      requested_delivery_date: order.requestedDeliveryDate?.value ?? null,
      lines: order.lines.map((line) => ({
        sku: line.sku,
        quantity: line.quantityNumber,
        unit: line.unit,
      })),
    };
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
const total = readMs + extractMs;
console.log(
  `${files.length} e-mails, ${products.length} products: catalogue built in ${buildMs.toFixed(1)} ms; ` +
    `read ${readMs.toFixed(0)} ms + extract ${extractMs.toFixed(0)} ms = ${((files.length / total) * 1000).toFixed(0)} e-mails/s`,
);
