/**
 * Issue 15, light pages: the HTML each list page sends for its first page, raw and gzipped, with
 * realistic data (the demo catalogue, 20 corpus e-mails processed, 1,000 orders waiting), on a
 * throw-away database. Needs `npm run build` first. Run: node --import tsx bench/page-html.ts
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseConfig } from "../server/config/config.ts";
import { startFennec } from "../server/lifecycle/start-fennec.ts";
import { createLogger } from "../server/logging/logger.ts";
import { receiveAndProcess } from "../server/modules/orders/inquiries/receive-and-process.ts";
import { fillQueue, signIn } from "./web-session.ts";

const ADMIN = { email: "admin@bench.fennec.test", password: "bench-admin-password" };
const corpusDir = path.resolve(import.meta.dirname, "../tests/fixtures/orders-dev");
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-html-"));

let stop: (() => Promise<void>) | undefined;
try {
  const port = 3890 + Math.floor(Math.random() * 100);
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: baseUrl,
    FENNEC_ROLE: "web",
    SMTP_PORT: "0",
    LOG_LEVEL: "warn",
    FENNEC_ADMIN_EMAIL: ADMIN.email,
    FENNEC_ADMIN_PASSWORD: ADMIN.password,
  });
  const fennec = await startFennec(config, createLogger({ level: "warn", pretty: false }));
  stop = fennec.stop;
  const pool = fennec.database.appPool;
  const {
    rows: [tenant],
  } = await fennec.database.ownerPool.query<{ id: string }>(
    "select id from tenants where key = 'demo'",
  );
  if (!tenant) throw new Error("No demo tenant");
  const emails = (await readdir(path.join(corpusDir, "emails"))).filter((f) => f.endsWith(".eml"));
  for (const file of emails.slice(0, 20)) {
    await receiveAndProcess(pool, tenant.id, await readFile(path.join(corpusDir, "emails", file)));
  }
  // 20 messages stay to process; 1,000 orders wait; 100 of them are made archived orders.
  const { rows: toProcess } = await fennec.database.ownerPool.query<{ id: string }>(
    "select id from order_inquiries order by received_at limit 20",
  );
  await fillQueue(pool, tenant.id, 1_000);
  await fennec.database.ownerPool.query(
    `update order_inquiries set status = 'validated' where id in (
       select id from order_inquiries where status = 'saved' order by received_at limit 100)`,
  );
  await fennec.database.ownerPool
    .query(`update order_inquiries set status = 'received' where id = any($1::uuid[])`, [
      toProcess.map((row) => row.id),
    ])
    .catch((error: unknown) => console.log(`(to-process set-up: ${String(error)})`));
  const jar = await signIn(baseUrl, ADMIN);
  for (const page of [
    "/to-process",
    "/validate",
    "/order-inquiries",
    "/archive",
    "/reference-data",
  ]) {
    const response = await fetch(new URL(page, baseUrl), {
      redirect: "manual",
      headers: { cookie: jar.header() },
    });
    const html = Buffer.from(await response.arrayBuffer());
    const rows = (html.toString("utf8").match(/<tr[ >]/g) ?? []).length;
    console.log(
      `  ${page.padEnd(17)} ${response.status}  ${(html.length / 1024).toFixed(1).padStart(6)} KB raw  ${(gzipSync(html).length / 1024).toFixed(1).padStart(5)} KB gzipped  (${rows} table rows)`,
    );
  }
} finally {
  await stop?.();
  await rm(dataDir, { recursive: true, force: true });
}
