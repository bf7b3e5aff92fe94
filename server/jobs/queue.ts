import type pg from "pg";
import { PgBoss, type SendOptions } from "pg-boss";
import { APP_ROLE } from "../db/database.ts";
import type { Transaction } from "../db/tenant-transaction.ts";
import type { Logger } from "../logging/logger.ts";
import { moveJobsFromPgBoss10, setAsidePgBoss10Schema } from "./pg-boss-10-upgrade.ts";
import { adapter } from "./pg-boss-adapter.ts";
import { type FairWorkers, startTenantFairWorkers } from "./tenant-fair-workers.ts";
import { tenantGroup } from "./tenant-group.ts";

export const QUEUE_SCHEMA = "pgboss";

/** A kind of background work: its queue name, retry policy and handler. */
export type JobDefinition<Data extends object = object> = {
  name: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Cron expression (UTC) for work that recurs by itself. */
  schedule?: string;
  /**
   * A job still active this long after it started was lost with its process (kill -9, power
   * cut) and is run again by the queue's maintenance (default: pg-boss's 15 minutes).
   */
  expireInSeconds?: number;
  /**
   * How soon the first worker of this kind sees a new job when idle (default 2 s; the others
   * look every 2 s, and every worker asks again at once after a job).
   */
  pollingIntervalSeconds?: number;
  /** Jobs of this kind run at once in one process (default 1). */
  concurrency?: number;
  /**
   * At most this many jobs of this kind run at once for one tenant (the job data's `tenantId`, the
   * job's pg-boss group), across all processes; the other tenants' jobs are claimed meanwhile
   * (decisions 066 and 070).
   */
  perTenantConcurrency?: number;
  handle: (data: Data, job: { id: string; name: string }) => Promise<void>;
};

/**
 * Installs or upgrades the queue's tables (as the owner), creates the queues, and lets the
 * application role enqueue inside its own transactions. Part of migrating the database; a
 * pg-boss 10 schema is carried over to pg-boss 12 on the way (decision 070).
 */
export async function installJobQueue(
  ownerPool: pg.Pool,
  definitions: readonly JobDefinition[],
): Promise<void> {
  // Every process installs on start: one at a time, so only one sets pg-boss 10's schema aside.
  const lock = await ownerPool.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext($1))", ["fennec.install-job-queue"]);
    await setAsidePgBoss10Schema(lock, QUEUE_SCHEMA);
    const boss = new PgBoss({
      db: adapter(ownerPool),
      schema: QUEUE_SCHEMA,
      migrate: true,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      for (const definition of definitions) await ensureQueue(boss, definition);
      await moveJobsFromPgBoss10(boss, ownerPool, QUEUE_SCHEMA);
      await ownerPool.query(`grant usage on schema ${QUEUE_SCHEMA} to ${APP_ROLE}`);
      await ownerPool.query(
        `grant select, insert on all tables in schema ${QUEUE_SCHEMA} to ${APP_ROLE}`,
      );
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  } finally {
    await lock.query("select pg_advisory_unlock(hashtext($1))", ["fennec.install-job-queue"]);
    lock.release();
  }
}

async function ensureQueue(boss: PgBoss, definition: JobDefinition): Promise<void> {
  const options = {
    retryLimit: definition.retryLimit ?? 5,
    retryDelay: definition.retryDelaySeconds ?? 10,
    retryBackoff: true,
    ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
  };
  if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, options);
  else await boss.createQueue(definition.name, options);
}

/**
 * Adds a job in the caller's transaction (outbox): the job exists if and only if the state
 * change that asked for it commits. Its tenant is its group (decision 070).
 */
export async function enqueue(
  tx: Transaction,
  name: string,
  data: object,
  options: SendOptions = {},
): Promise<string> {
  // pg-boss 12 reads the queue's row before it inserts: both go through the caller's transaction,
  // so this instance is never started and never opens connections of its own.
  const db = adapter(tx.client);
  const sender = new PgBoss({ db, schema: QUEUE_SCHEMA });
  const id = await sender.send(name, data, { ...tenantGroup(data), ...options, db });
  if (!id) throw new Error(`Job ${name} was not queued`);
  return id;
}

export type JobRunner = { stop: () => Promise<void> };

/** Starts pg-boss and a worker per definition (process roles `all` and `worker`). */
export async function startJobRunner(
  ownerPool: pg.Pool,
  definitions: readonly JobDefinition[],
  logger: Logger,
  /** How often lost (expired) jobs are looked for, among other upkeep. */
  maintenanceIntervalSeconds = 60,
): Promise<JobRunner> {
  const boss = new PgBoss({
    db: adapter(ownerPool),
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: true,
    // pg-boss 12 fails expired jobs in its supervision's monitor pass, which waits for both timers.
    superviseIntervalSeconds: maintenanceIntervalSeconds,
    monitorIntervalSeconds: maintenanceIntervalSeconds,
    maintenanceIntervalSeconds,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  const fairWorkers: FairWorkers[] = [];
  for (const definition of definitions) {
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {});
    if (definition.perTenantConcurrency) {
      fairWorkers.push(
        startTenantFairWorkers(
          boss,
          ownerPool,
          definition,
          definition.perTenantConcurrency,
          (job) => runJob(definition, job, logger),
          logger,
        ),
      );
      continue;
    }
    const siblings: string[] = [];
    for (let slot = 0; slot < (definition.concurrency ?? 1); slot++) {
      let workerId = "";
      workerId = await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: slot === 0 ? (definition.pollingIntervalSeconds ?? 2) : 2 },
        async (jobs) => {
          // Work came: the idle workers of this kind look now too, not at their next poll.
          if (jobs.length) for (const id of siblings) if (id !== workerId) boss.notifyWorker(id);
          try {
            for (const job of jobs) await runJob(definition, job, logger);
          } finally {
            // pg-boss waits out the polling interval after every fetch, even one that found
            // work: a worker that just finished a job asks again at once instead.
            boss.notifyWorker(workerId);
          }
        },
      );
      siblings.push(workerId);
    }
  }
  logger.info({ queues: definitions.map((definition) => definition.name) }, "workers started");
  return {
    stop: async () => {
      await Promise.all([
        ...fairWorkers.map((workers) => workers.stop(8_000)),
        boss.stop({ graceful: true, close: false, timeout: 8_000 }),
      ]);
    },
  };
}

async function runJob(
  definition: JobDefinition,
  job: { id: string; name: string; data: object },
  logger: Logger,
): Promise<void> {
  const log = logger.child({ job: job.name, jobId: job.id });
  log.debug("job started");
  try {
    await definition.handle(job.data, { id: job.id, name: job.name });
    log.debug("job done");
  } catch (error) {
    log.warn({ err: error }, "job failed");
    throw error;
  }
}
