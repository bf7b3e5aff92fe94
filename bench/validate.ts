/**
 * `npm run bench:validate`: the server time of the validation screens with 100,000 orders in the
 * tenant, on a throw-away embedded database. A few real e-mails of the dev corpus are processed
 * against its catalogue; the tenant is then filled with copies of them, most archived, some
 * waiting (their stored messages are stand-ins: validation does not read them). Timed as the
 * API runs them: the /validate list (the queue's first page, oldest first,
 * with its total, and the counts per status), and 'validate and next' (the order written with
 * its change records, accuracy and learned aliases, the next one found, the answer read).
 * Prints the median and p95 of each.
 *
 * BENCH_ORDERS (default 100,000) sets the number of orders; BENCH_RUNS (default 200) the runs.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { withTenant } from "../server/db/tenant-transaction.ts";
import { jobDefinitions } from "../server/jobs/job-definitions.ts";
import { installJobQueue } from "../server/jobs/queue.ts";
import { createLogger } from "../server/logging/logger.ts";
import { importFileIntoType } from "../server/modules/assets/imports/import-file-into-type.ts";
import { createUser } from "../server/modules/identity/create-user.ts";
import {
  getInquiry,
  inquiryCounts,
  listInquiries,
} from "../server/modules/orders/inquiries/inquiries-service.ts";
import { receiveAndProcess } from "../server/modules/orders/inquiries/receive-and-process.ts";
import { AWAITING_VALIDATION } from "../server/modules/orders/validation/order-transitions.ts";
import { writeOrder } from "../server/modules/orders/validation/validation-service.ts";
import type { WorkingOrder } from "../server/modules/orders/validation/working-order.ts";
import { createTenant } from "../server/modules/tenants/create-tenant.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WAITING_SHARE = 0.05;
const SLICE = 5_000;
const corpusDir = path.resolve(import.meta.dirname, "../tests/fixtures/orders-dev");
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-"));

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  console.log(
    `  ${label}: median ${at(0.5)?.toFixed(1)} ms, p95 ${at(0.95)?.toFixed(1)} ms (${times.length} runs)`,
  );
}

/**
 * Copies of the processed inquiries, numbered `from` + 1 to `from` + `count`, a share of them
 * waiting. Filled in slices with the statistics renewed between them, so that the foreign key
 * checks of the next slice use the indexes (their plans are made with the table's statistics).
 */
async function fill(
  pool: import("pg").Pool,
  tenantId: string,
  userId: string,
  from: number,
  count: number,
) {
  await withTenant(pool, tenantId, async (tx) => {
    await tx.client.query(
      `with models as (
         select row_number() over (order by i.id) - 1 as k, i.result, i."order", i.customer_number,
           i.customer_name, i.order_reference, i.line_count, i.subject, i.from_address
         from order_inquiries i
         where i.tenant_id = $1 and i.status = 'pending_validation'
           and i.customer_number is not null and i.line_count > 0),
       counted as (select count(*) as n from models),
       messages as (
         insert into inbound_messages (tenant_id, source, raw, size, sha256, received_at)
         select $1, 'upload', convert_to('bench ' || g, 'UTF8'), 8, 'bench-' || g,
           now() - (g || ' minutes')::interval
         from generate_series($5::int + 1, $5::int + $2::int) g
         returning id, received_at, sha256)
       insert into order_inquiries (tenant_id, inbound_message_id, status, subject, from_address,
         received_at, result, "order", customer_number, customer_name, order_reference, line_count,
         processed_at, validated_at, validated_by, ai_accuracy)
       select $1, msg.id, s.status, m.subject, m.from_address, msg.received_at, m.result,
         m."order", m.customer_number, m.customer_name, m.order_reference, m.line_count,
         msg.received_at, case when s.status = 'validated' then msg.received_at end,
         case when s.status = 'validated' then $3::uuid end,
         case when s.status = 'validated' then 0.9 end
       from messages msg
       cross join lateral (select substring(msg.sha256 from 7)::int as g) n
       cross join counted c
       join models m on m.k = n.g % c.n
       cross join lateral (select case
         when n.g % 1000 < $4::numeric * 1000 then (case when n.g % 2 = 0 then 'saved' else 'pending_validation' end)
         when n.g % 10 = 1 then 'rejected' when n.g % 10 = 2 then 'completed' else 'validated' end as status) s`,
      [tenantId, count, userId, WAITING_SHARE, from],
    );
  });
}

try {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase(config, createLogger({ level: "warn", pretty: false }));
  const pool = database.appPool;
  await installJobQueue(database.ownerPool, jobDefinitions(database));
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
  for (let from = 0; from < ORDERS; from += SLICE) {
    await fill(pool, tenant.id, user.id, from, Math.min(SLICE, ORDERS - from));
    await database.ownerPool.query("analyze");
  }
  const counts = await inquiryCounts(pool, tenant.id);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `${total.toLocaleString("en")} orders in the tenant, ${(counts.pending_validation + counts.saved).toLocaleString("en")} waiting for validation`,
  );

  const queueQuery = {
    page: 1,
    per_page: 25,
    status: ["pending_validation", "saved"] as ("pending_validation" | "saved")[],
    sort_by: "received_at" as const,
    sort_order: "asc" as const,
  };
  const listTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await listInquiries(pool, tenant.id, queueQuery, "/bench");
    await inquiryCounts(pool, tenant.id, AWAITING_VALIDATION);
    listTimes.push(performance.now() - start);
  }

  const validateTimes: number[] = [];
  let [current] = (await listInquiries(pool, tenant.id, queueQuery, "/bench")).data;
  for (let run = 0; run < RUNS && current; run++) {
    const opened = await getInquiry(pool, tenant.id, current.id);
    const order = opened.order as WorkingOrder;
    const start = performance.now();
    const { nextId } = await writeOrder(pool, tenant.id, user.id, opened.id, {
      version: opened.version,
      action: "validate",
      next: true,
      order: {
        ...order,
        // one correction per order, as an operator makes them
        order_reference: `${order.order_reference ?? "PO"}-checked`,
      },
    });
    await getInquiry(pool, tenant.id, opened.id);
    validateTimes.push(performance.now() - start);
    current = nextId ? { ...current, id: nextId } : undefined;
  }

  summary("/validate list (first page, total, counts)", listTimes);
  summary("validate and next (write, records, next, answer)", validateTimes);
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
