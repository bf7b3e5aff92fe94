/**
 * `npm run bench:analytics`: the dashboard's nine analytics calls (decision 049) on a throw-away
 * embedded database holding BENCH_ORDERS (default 1,000,000) orders over 25 tenants, spread over
 * the last year. The orders are written into the source tables (messages, inquiries,
 * deliveries) with generate_series, so the rollups are filled by their triggers, as in
 * production. Then the nine calls run together (as the dashboard fetches them) for BENCH_ROUNDS
 * rounds (default 30) and p50/p95 are printed, for one tenant and for every tenant together,
 * after the rollups are compacted as the job analytics.compact does every ten minutes.
 * The calls go straight to the analytics functions (scope, period, rollup reads); HTTP and the
 * token check are not in the figures.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { createLogger } from "../server/logging/logger.ts";
import {
  accuracy,
  adoption,
  errors,
  kpi,
  processingTime,
  throughput,
} from "../server/modules/analytics/analytics-figures.ts";
import { resolvePeriod } from "../server/modules/analytics/analytics-period.ts";
import { inAnalyticsScope } from "../server/modules/analytics/analytics-scope.ts";
import { compactRollups } from "../server/modules/analytics/compact-rollups.ts";
import type { Authenticated } from "../server/modules/identity/authenticated.ts";
import { permissionsOf } from "../server/modules/identity/roles.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TENANTS = 25;
// BENCH_DATA_DIR: a data directory kept from an earlier run (its database may still be running,
// Fennec attaches to it), seeded once; the timing rounds run again without 25 minutes of seeding.
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? (await mkdtemp(path.join(tmpdir(), "fennec-bench-")));

/** One tenant's orders: messages, inquiries in their final status, deliveries. */
async function seedTenant(pool: pg.Pool, index: number, count: number) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const tenant = await client.query<{ id: string }>(
      "insert into tenants (key, name) values ($1, $2) returning id",
      [`bench-${index}`, `Bench tenant ${index}`],
    );
    const tenantId = tenant.rows[0]?.id as string;
    await client.query("insert into tenant_settings (tenant_id) values ($1)", [tenantId]);
    await client.query(
      `insert into users (email, password_hash)
       select 'bench-' || $1 || '-' || n || '@bench.test', 'x' from generate_series(1, 5) n`,
      [index],
    );
    await client.query(
      `insert into channels (tenant_id, name, kind)
       select $1, 'Inbox ' || n, 'smtp' from generate_series(1, 3) n`,
      [tenantId],
    );
    // One row per order with its moments and fate, drawn once.
    await client.query(
      `create temporary table seed on commit drop as
       select n, gen_random_uuid() as message_id, gen_random_uuid() as inquiry_id,
         now() - random() * interval '365 days' as received_at, random() as fate,
         random() as accuracy_draw, (random() * 4 * 3600)::int as wait_s, 1 + (random() * 9)::int as lines,
         1 + (n % 3) as channel_no, 1 + (n % 5) as user_no
       from generate_series(1, $1) n`,
      [count],
    );
    await client.query(
      `insert into inbound_messages (tenant_id, id, channel_id, source, raw, size, sha256, received_at)
       select $1, s.message_id, c.id, 'smtp', '\\x00'::bytea, 1, s.message_id::text, s.received_at
       from seed s join (select id, row_number() over (order by id) as no from channels
         where tenant_id = $1) c on c.no = s.channel_no`,
      [tenantId],
    );
    await client.query(
      `insert into order_inquiries (tenant_id, id, inbound_message_id, status, received_at, line_count,
         ai_accuracy, validated_at, validated_by, created_at, updated_at)
       select $1, s.inquiry_id, s.message_id,
         case when s.fate < 0.80 then 'validated' when s.fate < 0.85 then 'rejected'
           when s.fate < 0.90 then 'failed' when s.fate < 0.95 then 'pending_validation'
           else 'not_an_order' end,
         s.received_at, s.lines,
         case when s.fate < 0.80 then case when s.accuracy_draw < 0.4 then 1 else s.accuracy_draw end end,
         case when s.fate < 0.80 then s.received_at + s.wait_s * interval '1 second' end,
         case when s.fate < 0.80 then u.id end,
         s.received_at, s.received_at + s.wait_s * interval '1 second'
       from seed s join (select id, row_number() over (order by id) as no from users
         where email like 'bench-' || $2 || '-%') u on u.no = s.user_no`,
      [tenantId, index],
    );
    await client.query(
      `insert into order_deliveries (tenant_id, inquiry_id, idempotency_key, status, payload,
         created_at, updated_at, submitted_at)
       select $1, s.inquiry_id, s.inquiry_id::text || ':1',
         case when s.accuracy_draw < 0.9 then 'submitted' else 'refused' end, '{}',
         s.received_at + s.wait_s * interval '1 second',
         s.received_at + (s.wait_s + 60) * interval '1 second',
         s.received_at + (s.wait_s + 60) * interval '1 second'
       from seed s where s.fate < 0.80`,
      [tenantId],
    );
    await client.query("commit");
    return tenantId;
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

function administrator(tenantId: string, platform: boolean): Authenticated {
  const role = platform ? "platform_administrator" : "administrator";
  return {
    user: {
      id: "00000000-0000-0000-0000-000000000000",
      email: "bench@bench.test",
      firstName: "",
      lastName: "",
    },
    apiClient: null,
    tenant: { id: tenantId, key: "bench", name: "Bench" },
    role,
    permissions: permissionsOf(role),
    tenants: [],
    administeredTenants: [],
    grantId: undefined,
  };
}

/** The nine calls of the dashboard, together. */
function dashboard(pool: pg.Pool, auth: Authenticated, query: { start: string; end: string }) {
  const call = <T>(allowAll: boolean, answer: Parameters<typeof inAnalyticsScope<T>>[4]) =>
    inAnalyticsScope(pool, auth, undefined, allowAll, answer);
  const figures = ["channels", "orders", "order-lines", "sent-to-integration"] as const;
  return Promise.all([
    ...figures.map((figure) =>
      call(true, async (tx, scope) =>
        kpi(tx, scope, await resolvePeriod(tx, query, scope.timeZone), figure),
      ),
    ),
    ...[errors, adoption, throughput, processingTime, accuracy].map((answer) =>
      call(false, async (tx, scope) =>
        answer(tx, scope, await resolvePeriod(tx, query, scope.timeZone)),
      ),
    ),
  ]);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

/** Seeds every tenant, compacts the rollups as the job would, and says how long it took. */
async function seed(database: Awaited<ReturnType<typeof openDatabase>>) {
  const seeding = performance.now();
  const perTenant = Math.ceil(ORDERS / TENANTS);
  const tenantIds: string[] = [];
  // Two at a time: tenants do not share rollup rows, so their triggers do not wait on each other.
  for (let index = 0; index < TENANTS; index += 2) {
    const batch = [index, index + 1].filter((i) => i < TENANTS);
    tenantIds.push(
      ...(await Promise.all(batch.map((i) => seedTenant(database.ownerPool, i, perTenant)))),
    );
  }
  // As the job analytics.compact does every ten minutes: one row per hour, day (UTC and the
  // tenant's) and actor.
  const compacting = performance.now();
  await compactRollups(database.appPool);
  console.log(`Rollups compacted in ${((performance.now() - compacting) / 1000).toFixed(1)} s`);
  await database.ownerPool.query("analyze");
  const rollupRows = await database.ownerPool.query<{ n: number }>(
    `select (select count(*) from analytics_hourly)::int + (select count(*) from analytics_actor_hourly)::int
       + (select count(*) from analytics_daily)::int + (select count(*) from analytics_actor_daily)::int
       + (select count(*) from analytics_actor_local_daily)::int as n`,
  );
  console.log(
    `${(perTenant * TENANTS).toLocaleString("en")} orders over ${TENANTS} tenants seeded in ` +
      `${((performance.now() - seeding) / 1000).toFixed(0)} s (${rollupRows.rows[0]?.n.toLocaleString("en")} rollup rows)`,
  );
  return tenantIds;
}

try {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase(config, createLogger({ level: "warn", pretty: false }));
  const seeded = await database.ownerPool.query<{ id: string }>(
    "select id from tenants where key like 'bench-%' order by key",
  );
  const tenantIds = seeded.rows.map((row) => row.id);
  if (tenantIds.length === 0) tenantIds.push(...(await seed(database)));
  else console.log(`Reusing the ${tenantIds.length} tenants seeded in ${dataDir}`);
  const today = new Date().toISOString().slice(0, 10);
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const tenant = administrator(tenantIds[0] as string, false);
  const platform = administrator(tenantIds[0] as string, true);
  console.log(`The nine dashboard calls together, ${ROUNDS} rounds:`);
  await time("one tenant, last 7 days (day)", () =>
    dashboard(database.appPool, tenant, { start: ago(6), end: today }),
  );
  await time("one tenant, last 30 days (day)", () =>
    dashboard(database.appPool, tenant, { start: ago(29), end: today }),
  );
  await time("one tenant, last year (month)", () =>
    dashboard(database.appPool, tenant, { start: ago(364), end: today }),
  );
  await time("platform, every tenant, last 30 days (day)", () =>
    dashboard(database.appPool, platform, { start: ago(29), end: today }),
  );
  await time("platform, every tenant, last year (month)", () =>
    dashboard(database.appPool, platform, { start: ago(364), end: today }),
  );
  await database.close();
} finally {
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
