/**
 * `npm run bench:delivery`: how fast validated orders reach the ERP (decision 027), on a
 * throw-away embedded database, with the stand-in mynuma on loopback answering every order in
 * 50 ms. Real e-mails of the dev corpus are processed against its catalogue; the tenant is filled
 * with copies of the complete ones, and each copy is validated through the validation service
 * (outbox: the delivery and its job are made in that transaction).
 *
 * 1. Backlog: BENCH_ORDERS (default 10,000) orders are validated while no worker runs; then the
 *    workers start, and the time until the last one is `submitted` gives orders per second.
 * 2. Latency: with the workers running, BENCH_LIVE (default 1,000) more are validated, a few at a
 *    time, and the p95 of validation → `submitted` is printed.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { withTenant } from "../server/db/tenant-transaction.ts";
import { jobDefinitions } from "../server/jobs/job-definitions.ts";
import { installJobQueue, startJobRunner } from "../server/jobs/queue.ts";
import { createLogger } from "../server/logging/logger.ts";
import { importFileIntoType } from "../server/modules/assets/imports/import-file-into-type.ts";
import { createIntegration } from "../server/modules/connectivity/integrations/integrations-service.ts";
import { startStandInMynuma } from "../server/modules/connectivity/integrations/mynuma/stand-in-mynuma-server.ts";
import { createUser } from "../server/modules/identity/create-user.ts";
import { DEFAULT_DELIVERY_SETTINGS } from "../server/modules/orders/delivery/delivery-settings.ts";
import { receiveAndProcess } from "../server/modules/orders/inquiries/receive-and-process.ts";
import { writeOrder } from "../server/modules/orders/validation/validation-service.ts";
import type { WorkingOrder } from "../server/modules/orders/validation/working-order.ts";
import { createTenant } from "../server/modules/tenants/create-tenant.ts";
import { createOutboundGuard } from "../server/security/outbound-guard.ts";
import { createSecretBox } from "../server/security/secret-box.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const LIVE = Number(process.env.BENCH_LIVE ?? 1_000);
const VALIDATING_AT_ONCE = 4;
const corpusDir = path.resolve(import.meta.dirname, "../tests/fixtures/orders-dev");
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-"));
const logger = createLogger({ level: "warn", pretty: false });

const csvCodes = async (file: string) =>
  (await readFile(path.join(corpusDir, "catalog", file), "utf8"))
    .split("\n")
    .slice(1)
    .map((line) => line.split(";")[0] as string)
    .filter(Boolean);

/** Copies of the complete processed orders, waiting for validation; answers their ids. */
async function fill(pool: pg.Pool, tenantId: string, from: number, count: number) {
  return withTenant(pool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      `with models as (
         select row_number() over (order by i.id) - 1 as k, i.result, i."order", i.customer_number,
           i.customer_name, i.order_reference, i.line_count, i.subject, i.from_address
         from order_inquiries i
         where i.tenant_id = $1 and i.status = 'pending_validation' and i.line_count > 0
           and i.customer_number is not null and i.inbound_message_id in (
             select id from inbound_messages where source <> 'upload' or sha256 not like 'bench-%')
           and not exists (select 1 from jsonb_array_elements(i."order"->'lines') l
             where l->>'product_code' is null or l->>'quantity' is null)),
       counted as (select count(*) as n from models),
       messages as (
         insert into inbound_messages (tenant_id, source, raw, size, sha256, received_at)
         select $1, 'upload', convert_to('bench ' || g, 'UTF8'), 8, 'bench-' || g, now()
         from generate_series($3::int + 1, $3::int + $2::int) g
         returning id, received_at, sha256)
       insert into order_inquiries (tenant_id, inbound_message_id, status, subject, from_address,
         received_at, result, "order", customer_number, customer_name, order_reference, line_count,
         processed_at)
       select $1, msg.id, 'pending_validation', m.subject, m.from_address, msg.received_at,
         m.result, m."order", m.customer_number, m.customer_name, m.order_reference, m.line_count,
         msg.received_at
       from messages msg
       cross join lateral (select substring(msg.sha256 from 7)::int as g) n
       cross join counted c
       join models m on m.k = n.g % c.n
       returning id`,
      [tenantId, count, from],
    );
    return rows.map((row) => row.id);
  });
}

/** Validates each order as an operator would (unchanged), `VALIDATING_AT_ONCE` at a time. */
async function validateAll(pool: pg.Pool, tenantId: string, userId: string, ids: string[]) {
  let next = 0;
  const validator = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string;
      const { rows } = await withTenant(pool, tenantId, (tx) =>
        tx.client.query<{ version: number; order: WorkingOrder }>(
          `select version, "order" from order_inquiries where id = $1`,
          [id],
        ),
      );
      const row = rows[0];
      if (!row) continue;
      await writeOrder(pool, tenantId, userId, id, {
        version: row.version,
        action: "validate",
        order: row.order,
      });
    }
  };
  await Promise.all(Array.from({ length: VALIDATING_AT_ONCE }, validator));
}

async function waitUntilSubmitted(pool: pg.Pool, tenantId: string, ids: string[]) {
  for (;;) {
    const { rows } = await withTenant(pool, tenantId, (tx) =>
      tx.client.query<{ left: number; failed: number }>(
        `select count(*) filter (where status = 'validated')::int as left,
           count(*) filter (where status = 'submit_failed')::int as failed
         from order_inquiries where id = any($1::uuid[])`,
        [ids],
      ),
    );
    const { left = 0, failed = 0 } = rows[0] ?? {};
    if (failed) throw new Error(`${failed} orders could not be sent`);
    if (left === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const standIn = await startStandInMynuma({
  apiKey: "mynuma-bench-key",
  customers: await csvCodes("customers.csv"),
  products: await csvCodes("products.csv"),
  delayMs: 50,
  confirmAfterMs: 3_600_000,
});
try {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase(config, logger);
  const pool = database.appPool;
  const box = createSecretBox("bench-encryption-key-of-at-least-32-characters");
  const guard = createOutboundGuard({ allowPrivate: true });
  const definitions = jobDefinitions(database, box, null, guard, DEFAULT_DELIVERY_SETTINGS);
  await installJobQueue(database.ownerPool, definitions);
  const tenant = await createTenant(pool, { key: "bench", name: "Bench BV" });
  const user = await createUser(pool, {
    email: "operator@bench.test",
    password: "bench-operator-password",
    tenantKey: tenant.key,
    role: "operator",
  });
  for (const type of ["customers", "products"]) {
    await importFileIntoType(pool, tenant.id, type, path.join(corpusDir, "catalog", `${type}.csv`));
  }
  const emails = (await readdir(path.join(corpusDir, "emails"))).filter((f) => f.endsWith(".eml"));
  for (const file of emails.slice(0, 40)) {
    await receiveAndProcess(pool, tenant.id, await readFile(path.join(corpusDir, "emails", file)));
  }
  await createIntegration(pool, box, tenant.id, {
    name: "mynuma",
    erp_type: "mynuma",
    active: true,
    settings: { base_url: standIn.url, api_key: "mynuma-bench-key" },
    rules: { status: { send_on: "validated" }, threshold: { enabled: false, min_confidence: 1 } },
  });

  const backlog = await fill(pool, tenant.id, 0, ORDERS);
  await database.ownerPool.query("analyze");
  let started = performance.now();
  await validateAll(pool, tenant.id, user.id, backlog);
  const validatingSeconds = (performance.now() - started) / 1000;
  console.log(
    `validated ${backlog.length.toLocaleString("en")} orders in ${validatingSeconds.toFixed(1)} s (${(backlog.length / validatingSeconds).toFixed(0)}/s, ${VALIDATING_AT_ONCE} at a time), workers off`,
  );

  started = performance.now();
  const runner = await startJobRunner(database.ownerPool, definitions, logger);
  await waitUntilSubmitted(pool, tenant.id, backlog);
  const drainSeconds = (performance.now() - started) / 1000;
  console.log(
    `delivered the backlog in ${drainSeconds.toFixed(1)} s: ${(backlog.length / drainSeconds).toFixed(0)} orders/s (stand-in answers in 50 ms; aim ≥ 100/s)`,
  );

  const live = await fill(pool, tenant.id, ORDERS, LIVE);
  await validateAll(pool, tenant.id, user.id, live);
  await waitUntilSubmitted(pool, tenant.id, live);
  const { rows } = await withTenant(pool, tenant.id, (tx) =>
    tx.client.query<{ ms: number }>(
      `select extract(epoch from (submitted_at - created_at)) * 1000 as ms
       from order_deliveries where inquiry_id = any($1::uuid[]) order by 1`,
      [live],
    ),
  );
  const at = (share: number) =>
    Number(rows[Math.min(rows.length - 1, Math.floor(share * rows.length))]?.ms);
  console.log(
    `validation → submitted while ${live.length.toLocaleString("en")} more were validated: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`,
  );
  const erpOrders = standIn.orders().length;
  console.log(
    `mynuma holds ${erpOrders.toLocaleString("en")} orders for ${(backlog.length + live.length).toLocaleString("en")} validated`,
  );
  await runner.stop();
  await database.close();
} finally {
  await standIn.close();
  await rm(dataDir, { recursive: true, force: true });
}
