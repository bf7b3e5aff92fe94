/**
 * `npm run bench:intake`: e-mails per second through intake and extraction, on a throw-away
 * embedded database. A tenant gets the dev corpus' customers and a 10,000-product catalogue
 * (the corpus' products plus generated ones), both through the import code; then the corpus'
 * e-mails (plain text, HTML, PDF, XLSX and CSV attachments, forwards, non-orders), each made
 * unique, are stored as the SMTP listener stores them, with automatic processing on, while the
 * job workers read, extract and match them. Prints intake and end-to-end rates and peak memory.
 *
 * BENCH_EMAILS (default 1,000) sets how many e-mails are sent.
 */

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { withTenant } from "../server/db/tenant-transaction.ts";
import { jobDefinitions } from "../server/jobs/job-definitions.ts";
import { installJobQueue, startJobRunner } from "../server/jobs/queue.ts";
import { createLogger } from "../server/logging/logger.ts";
import { importFileIntoType } from "../server/modules/assets/imports/import-file-into-type.ts";
import { storeInboundMessage } from "../server/modules/orders/intake/store-inbound-message.ts";
import { createTenant } from "../server/modules/tenants/create-tenant.ts";

const EMAILS = Number(process.env.BENCH_EMAILS ?? 1_000);
const PRODUCTS = 10_000;
const corpusDir = path.resolve(import.meta.dirname, "../tests/fixtures/orders-dev");
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-"));
const logger = createLogger({ level: "warn", pretty: false });

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

/**
 * The corpus' products followed by generated variants of them up to PRODUCTS rows: other sizes
 * of the same families, as a wholesaler's catalogue has them, so that descriptions share most
 * of their words (the hard case for matching by description).
 */
function catalogueRows(corpusRows: string[], count: number): string[] {
  const [header, ...products] = corpusRows;
  const rows = [header as string, ...products];
  for (let n = 0; rows.length <= count; n++) {
    const [sku, , en, nl, unit, price] = (products[n % products.length] as string).split(";");
    const resize = (text = "") =>
      text.replace(/\d+/g, (digits) =>
        String(Number(digits) + 1 + (Math.floor(n / products.length) % 97)),
      );
    rows.push(
      [`${sku}-V${n}`, 8_700_000_000_000 + n, resize(en), resize(nl), unit, price].join(";"),
    );
  }
  return rows;
}

async function writeCatalogue(file: string): Promise<void> {
  const corpus = (await readFile(path.join(corpusDir, "catalog", "products.csv"), "utf8"))
    .trimEnd()
    .split("\n");
  const out = createWriteStream(file);
  for (const row of catalogueRows(corpus, PRODUCTS)) {
    if (!out.write(`${row}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

/** The same e-mail with a header of its own, so that no two are the same bytes. */
function unique(raw: Buffer, n: number): Buffer {
  return Buffer.concat([Buffer.from(`X-Bench-Sequence: ${n}\r\n`), raw]);
}

async function waitUntilProcessed(pool: import("pg").Pool, tenantId: string): Promise<void> {
  for (;;) {
    const open = await withTenant(pool, tenantId, async (tx) => {
      const { rows } = await tx.client.query<{ open: number }>(
        `select count(*)::int as open from order_inquiries
         where tenant_id = $1 and status in ('received', 'queued', 'processing')`,
        [tenantId],
      );
      return rows[0]?.open ?? 0;
    });
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase(config, logger);
  const definitions = jobDefinitions(database);
  await installJobQueue(database.ownerPool, definitions);
  const pool = database.appPool;
  const tenant = await createTenant(pool, { key: "bench", name: "Bench BV" });
  const productsFile = path.join(dataDir, "products.csv");
  await writeCatalogue(productsFile);
  await importFileIntoType(
    pool,
    tenant.id,
    "customers",
    path.join(corpusDir, "catalog", "customers.csv"),
  );
  await importFileIntoType(pool, tenant.id, "products", productsFile);
  await withTenant(pool, tenant.id, (tx) =>
    tx.client.query("update tenant_settings set auto_process = true where tenant_id = $1", [
      tenant.id,
    ]),
  );
  const files = (await readdir(path.join(corpusDir, "emails")))
    .filter((file) => file.endsWith(".eml"))
    .sort();
  const emails = await Promise.all(
    files.map((file) => readFile(path.join(corpusDir, "emails", file))),
  );
  const runner = await startJobRunner(database.ownerPool, definitions, logger);

  peakRss = 0;
  const started = performance.now();
  for (let n = 0; n < EMAILS; n++) {
    await storeInboundMessage(pool, {
      tenantId: tenant.id,
      channelId: null,
      source: "smtp",
      raw: unique(emails[n % emails.length] as Buffer, n),
    });
  }
  const stored = (performance.now() - started) / 1000;
  await waitUntilProcessed(pool, tenant.id);
  const total = (performance.now() - started) / 1000;
  await runner.stop();

  const outcome = await withTenant(pool, tenant.id, async (tx) => {
    const { rows } = await tx.client.query<{ status: string; count: number }>(
      "select status, count(*)::int as count from order_inquiries group by status order by status",
    );
    return rows.map((row) => `${row.count} ${row.status}`).join(", ");
  });
  console.log(
    [
      `${EMAILS.toLocaleString("en")} e-mails (${files.length} corpus templates), ${PRODUCTS.toLocaleString("en")} products`,
      `  intake (stored, inquiry opened, job queued): ${(EMAILS / stored).toFixed(0)} e-mails/s`,
      `  intake and extraction, end to end: ${total.toFixed(1)} s, ${(EMAILS / total).toFixed(1)} e-mails/s`,
      `  outcome: ${outcome}`,
      `  peak memory: rss ${megabytes(peakRss)}`,
    ].join("\n"),
  );
  await database.close();
} finally {
  clearInterval(sampler);
  await rm(dataDir, { recursive: true, force: true });
}
