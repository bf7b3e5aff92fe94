import type pg from "pg";
import type { PgBoss, QueuePolicy, ScheduleOptions } from "pg-boss";
import { adapter } from "./pg-boss-adapter.ts";
import { tenantGroup } from "./tenant-group.ts";

/**
 * The queue schema of pg-boss 10 (its schema version 24) moves to pg-boss 12 here (decision 070).
 * pg-boss 12 migrates its own schema only from version 25 (pg-boss 11) on; pg-boss 11 rewrote the
 * tables and left the move of jobs to its users. So, as its author does for Supabase: the old
 * schema is set aside, pg-boss 12 installs afresh, and the jobs still to run and the schedules are
 * sent again through pg-boss 12's own `insert` and `schedule`, keeping their ids; then the old
 * schema is dropped. Completed, failed and cancelled jobs are history and go with it.
 */
const PG_BOSS_10_VERSION = 24;
const SET_ASIDE = "pgboss_v10";

/**
 * Renames a pg-boss 10 schema out of pg-boss 12's way. Called with the installation lock held, so
 * one process does it; workers of the old release must be stopped first (README, upgrading).
 */
export async function setAsidePgBoss10Schema(client: pg.PoolClient, schema: string): Promise<void> {
  const { rows: installed } = await client.query(
    "select from pg_tables where schemaname = $1 and tablename = 'version'",
    [schema],
  );
  // a new database: pg-boss 12 installs the schema
  if (!installed.length) return;
  const { rows } = await client.query<{ version: number }>(`select version from ${schema}.version`);
  if (rows[0]?.version !== PG_BOSS_10_VERSION) return;
  await client.query(`alter schema ${schema} rename to ${SET_ASIDE}`);
}

type OldQueue = {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
};

type OldJob = {
  id: string;
  data: object | null;
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
  expire_seconds: number;
  dead_letter: string | null;
};

type OldSchedule = {
  name: string;
  cron: string;
  timezone: string | null;
  data: object | null;
  options: ScheduleOptions | null;
};

/**
 * Sends the set-aside schema's queued, retrying, deferred and active jobs and its schedules again
 * under pg-boss 12, all in one transaction with the drop of the old schema: a failure leaves the old
 * schema whole for the next start. An active job's process is gone (the old workers are stopped),
 * so it is due again at once, as pg-boss would have run it after its expiry.
 */
export async function moveJobsFromPgBoss10(
  boss: PgBoss,
  ownerPool: pg.Pool,
  schema: string,
): Promise<void> {
  const { rows: present } = await ownerPool.query("select from pg_namespace where nspname = $1", [
    SET_ASIDE,
  ]);
  if (!present.length) return;

  // Queues Fennec no longer defines keep their jobs too, with their old retry settings.
  const { rows: queues } = await ownerPool.query<OldQueue>(
    `select name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds
       from ${SET_ASIDE}.queue order by name`,
  );
  for (const queue of queues) {
    if (await boss.getQueue(queue.name)) continue;
    await boss.createQueue(queue.name, {
      policy: (queue.policy ?? "standard") as QueuePolicy,
      ...(queue.retry_limit === null ? {} : { retryLimit: queue.retry_limit }),
      ...(queue.retry_delay === null ? {} : { retryDelay: queue.retry_delay }),
      ...(queue.retry_backoff === null ? {} : { retryBackoff: queue.retry_backoff }),
      ...(queue.expire_seconds ? { expireInSeconds: queue.expire_seconds } : {}),
    });
  }

  const client = await ownerPool.connect();
  try {
    await client.query("begin");
    const db = adapter(client);
    for (const queue of queues) {
      const { rows: jobs } = await client.query<OldJob>(
        `select id, data, priority, retry_limit, retry_delay, retry_backoff,
                case when state = 'active' then now() else start_after end as start_after,
                singleton_key, extract(epoch from expire_in)::int as expire_seconds, dead_letter
           from ${SET_ASIDE}.job
          where name = $1 and state in ('created', 'retry', 'active')
          order by created_on`,
        [queue.name],
      );
      if (!jobs.length) continue;
      await boss.insert(
        queue.name,
        jobs.map((job) => ({
          id: job.id,
          data: job.data ?? {},
          priority: job.priority,
          retryLimit: job.retry_limit,
          retryDelay: job.retry_delay,
          retryBackoff: job.retry_backoff,
          startAfter: job.start_after,
          expireInSeconds: job.expire_seconds,
          ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
          ...(job.dead_letter ? { deadLetter: job.dead_letter } : {}),
          ...tenantGroup(job.data),
        })),
        { db },
      );
      // Their place in line and the attempts they already had stay theirs.
      await client.query(
        `update ${schema}.job j set created_on = o.created_on, retry_count = o.retry_count
           from ${SET_ASIDE}.job o
          where j.name = $1 and o.name = $1 and j.id = o.id`,
        [queue.name],
      );
    }
    const { rows: schedules } = await client.query<OldSchedule>(
      `select name, cron, timezone, data, options from ${SET_ASIDE}.schedule order by name`,
    );
    for (const schedule of schedules) {
      await boss.schedule(schedule.name, schedule.cron, schedule.data, {
        ...(schedule.options ?? {}),
        ...(schedule.timezone ? { tz: schedule.timezone } : {}),
        db,
      });
    }
    await client.query(`drop schema ${SET_ASIDE} cascade`);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
