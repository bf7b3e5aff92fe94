/**
 * Writes the classes corpus, `tests/fixtures/orders-classes/` (issue 16): e-mails to another
 * wholesaler than the development corpus', written per class of problem, with their expected
 * results in the development corpus' format, so its scorer reads both. Deterministic: the same
 * seed writes the same files. `node --import tsx tests/corpus-generator/generate.ts`.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { csvOrders } from "./classes/csv.ts";
import { forwardedAttached, forwardedInline } from "./classes/forwarded.ts";
import { headerClass, nonOrders } from "./classes/header.ts";
import { htmlOnly } from "./classes/html-only.ts";
import { descriptionsOnly, prose, splitLines } from "./classes/line-shapes.ts";
import { pdfOrders } from "./classes/pdf.ts";
import { composeMessage } from "./mime.ts";
import { Random } from "./random.ts";
import type { ClassWriter, Sample } from "./sample.ts";
import {
  customersCsv,
  makeCustomers,
  makeProducts,
  productsCsv,
  WHOLESALER,
} from "./wholesaler.ts";

const SEED = 20261126;
const CLASSES: [string, ClassWriter, number][] = [
  ["forwarded-inline", forwardedInline, 16],
  ["forwarded-attached", forwardedAttached, 10],
  ["html-only", htmlOnly, 16],
  ["csv", csvOrders, 18],
  ["pdf", pdfOrders, 16],
  ["split-lines", splitLines, 14],
  ["prose", prose, 16],
  ["descriptions-only", descriptionsOnly, 14],
  ["header", headerClass, 20],
  ["non-order", nonOrders, 12],
];

const out = path.resolve(import.meta.dirname, "../fixtures/orders-classes");
const random = new Random(SEED);
const catalogue = { products: makeProducts(random), customers: makeCustomers(random) };
const samples: Sample[] = [];
for (const [, write, count] of CLASSES) samples.push(...(await write(random, catalogue, count)));
// interleave the classes, as mail arrives
const order = random.sample(samples, samples.length);

await rm(out, { recursive: true, force: true });
for (const dir of ["catalog", "emails", "expected"])
  await mkdir(path.join(out, dir), { recursive: true });
await writeFile(path.join(out, "catalog", "products.csv"), productsCsv(catalogue.products));
await writeFile(path.join(out, "catalog", "customers.csv"), customersCsv(catalogue.customers));
const items = [];
for (const [index, sample] of order.entries()) {
  const id = String(index + 1).padStart(4, "0");
  const raw = await composeMessage(sample, `<${id}.${SEED}@${sample.from.email.split("@")[1]}>`);
  await writeFile(path.join(out, "emails", `${id}.eml`), raw);
  await writeFile(
    path.join(out, "expected", `${id}.json`),
    `${JSON.stringify(sample.expected, null, 2)}\n`,
  );
  items.push({ id, format: sample.class, language: sample.language, noise: sample.noise });
}
await writeFile(
  path.join(out, "manifest.json"),
  `${JSON.stringify({ corpus: "orders-classes", emails: items.length, seed: SEED, wholesaler: { name: WHOLESALER.name, orders_address: WHOLESALER.ordersAddress }, items }, null, 2)}\n`,
);
console.log(`${items.length} e-mails in ${path.relative(process.cwd(), out)}`);
