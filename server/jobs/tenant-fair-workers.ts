import type pg from "pg";
import type { Job, PgBoss } from "pg-boss";
import type { Logger } from "../logging/logger.ts";
import { adapter } from "./pg-boss-adapter.ts";
import type { JobDefinition } from "./queue.ts";

/**
 * Workers that claim jobs fairly between tenants (decisions 066 and 070): a job is taken only
 * while its tenant (its pg-boss group, the job data's `tenantId`) has fewer than
 * `perTenantConcurrency` jobs of that kind running, in any process; among the tenants below their
 * limit the oldest due job goes first. One tenant's backlog therefore never holds more than its
 * share of the slots, and another tenant's job starts as soon as any slot is free.
 *
 * The claim is pg-boss 12's own fetch with `groupConcurrency`. It counts a group's active jobs in
 * the statement that claims, so two processes claiming at the same moment could both take a
 * tenant's last place; our transaction lock around it serialises the claims of one queue. That and
 * the loop are all that is ours: completion, failure, retries with back-off and the expiry of jobs
 * lost with their process stay pg-boss's (`complete`, `fail`, its supervision).
 */
export type FairWorkers = { stop: (timeoutMs: number) => Promise<void> };

type Claimed = Job<object>;

export function startTenantFairWorkers(
  boss: PgBoss,
  ownerPool: pg.Pool,
  definition: JobDefinition,
  perTenant: number,
  runJob: (job: Claimed) => Promise<void>,
  logger: Logger,
): FairWorkers {
  let stopped = false;
  const wakers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };
  const slots: Promise<void>[] = [];
  for (let slot = 0; slot < (definition.concurrency ?? 1); slot++) {
    const idleSeconds = slot === 0 ? (definition.pollingIntervalSeconds ?? 2) : 2;
    slots.push(
      (async () => {
        while (!stopped) {
          let job: Claimed | null = null;
          try {
            job = await claimJob(boss, ownerPool, definition.name, perTenant);
          } catch (error) {
            logger.error({ err: error, queue: definition.name }, "job queue error");
          }
          if (!job) {
            await new Promise<void>((resolve) => {
              const wake = () => {
                clearTimeout(timer);
                wakers.delete(wake);
                resolve();
              };
              const timer = setTimeout(wake, idleSeconds * 1000);
              wakers.add(wake);
            });
            continue;
          }
          // Work came: the idle slots look now too, not at their next poll.
          wakeAll();
          await settle(boss, definition.name, job, runJob);
          // A finished job frees its tenant's place: a slot held back by the limit may go now.
          wakeAll();
        }
      })(),
    );
  }
  return {
    stop: async (timeoutMs) => {
      stopped = true;
      wakeAll();
      // Jobs still running after the timeout stay active and are run again once expired.
      await Promise.race([
        Promise.all(slots),
        new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]);
    },
  };
}

/** Runs one claimed job and reports its outcome to pg-boss, as its own workers do. */
async function settle(
  boss: PgBoss,
  name: string,
  job: Claimed,
  runJob: (job: Claimed) => Promise<void>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    // As pg-boss's own workers: a job past its expiry counts as failed and frees its slot.
    await Promise.race([
      runJob(job),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error("job failed by timeout in active state")),
          job.expireInSeconds * 1000,
        );
      }),
    ]);
    // Settled as the attempt that was claimed: one that expired meanwhile and runs again elsewhere
    // is left alone.
    await boss.complete(name, job);
  } catch (error) {
    await boss
      .fail(name, job, { message: error instanceof Error ? error.message : String(error) })
      .catch(() => {
        // the database is away: the job stays active and is run again once expired
      });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Claims the oldest due job whose tenant is below its limit, with pg-boss's fetch. Claims of one
 * queue are serialised by a transaction lock, so two processes never both see a tenant's last
 * free place.
 */
async function claimJob(
  boss: PgBoss,
  ownerPool: pg.Pool,
  name: string,
  perTenant: number,
): Promise<Claimed | null> {
  const client = await ownerPool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(hashtext($1))", [`fennec.claim:${name}`]);
    const [job] = await boss.fetch<object>(name, {
      groupConcurrency: perTenant,
      db: adapter(client),
    });
    await client.query("commit");
    return job ?? null;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
