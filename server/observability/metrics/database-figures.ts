import type pg from "pg";
import { readWithPlatformAccessInOneTrip } from "../../db/tenant-transaction.ts";
import { QUEUE_SCHEMA } from "../../jobs/queue.ts";
import type { Logger } from "../../logging/logger.ts";
import type { FennecMetrics } from "./fennec-metrics.ts";

/** A scrape waits this long for the figures; the statements themselves are cut off sooner. */
const BUDGET_MS = 2_500;
const STATEMENT_TIMEOUT_MS = 2_000;

/**
 * Per queue (pg-boss's own tables; its fetch index covers the jobs not yet active): jobs due and
 * waiting, jobs due later (a retry backing off), jobs running, and how long the oldest due one
 * has waited.
 */
const jobQueues = `select q.name as queue,
    count(j.id) filter (where j.state < 'active' and j.start_after <= now()) as queued,
    count(j.id) filter (where j.state < 'active' and j.start_after > now()) as scheduled,
    count(j.id) filter (where j.state = 'active') as active,
    coalesce(extract(epoch from now() - min(j.start_after)
      filter (where j.state < 'active' and j.start_after <= now())), 0) as oldest_seconds
  from ${QUEUE_SCHEMA}.queue q
  left join ${QUEUE_SCHEMA}.job j on j.name = q.name and j.state <= 'active'
  group by q.name`;

/** Counted from indexes alone (index-only scans of migration 0028's indexes). */
const emailsReceived = "select source, count(*) as count from inbound_messages group by source";
const deliveries = `select 'erp' as kind, status, count(*) as count from order_deliveries group by status
  union all select 'webhook', status, count(*) from webhook_messages group by status
  union all select 'export', status, count(*) from export_runs group by status`;

type Row = Record<string, unknown>;

/**
 * Reads the figures every tenant's rows make up, at scrape time rather than counted where they
 * happen: they are then right whichever process (web, worker) did the work, and across
 * restarts. One round trip with platform access (read-only counts, no tenant's data leaves),
 * bounded by a statement timeout and a time budget; when it fails the gauges are left out and
 * `fennec_metrics_database_figures_read` says 0, so a slow database never hangs a scrape.
 */
export async function refreshDatabaseFigures(
  metrics: FennecMetrics,
  pool: pg.Pool,
  log: Logger,
): Promise<void> {
  const gauges = [
    metrics.jobQueueJobs,
    metrics.jobQueueOldestQueued,
    metrics.emailsReceived,
    metrics.deliveries,
  ];
  let timer: NodeJS.Timeout | undefined;
  try {
    const [, queues = [], emails = [], outcomes = []] = await Promise.race([
      readWithPlatformAccessInOneTrip(pool, () => [
        `set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`,
        jobQueues,
        emailsReceived,
        deliveries,
      ]),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("time budget exceeded")), BUDGET_MS);
      }),
    ]);
    // A queue or status gone since the last scrape is gone from this one too.
    for (const gauge of gauges) gauge.reset();
    setQueueFigures(metrics, queues);
    for (const row of emails) {
      metrics.emailsReceived.set({ source: String(row.source) }, Number(row.count));
    }
    for (const row of outcomes) {
      metrics.deliveries.set(
        { kind: String(row.kind), status: String(row.status) },
        Number(row.count),
      );
    }
    metrics.databaseFiguresRead.set(1);
  } catch (error) {
    for (const gauge of gauges) gauge.reset();
    metrics.databaseFiguresRead.set(0);
    log.warn({ error: (error as Error).message }, "metrics: database figures not read");
  } finally {
    clearTimeout(timer);
  }
}

function setQueueFigures(metrics: FennecMetrics, rows: Row[]) {
  for (const row of rows) {
    const queue = String(row.queue);
    for (const state of ["queued", "scheduled", "active"] as const) {
      metrics.jobQueueJobs.set({ queue, state }, Number(row[state]));
    }
    metrics.jobQueueOldestQueued.set({ queue }, Number(row.oldest_seconds));
  }
}
