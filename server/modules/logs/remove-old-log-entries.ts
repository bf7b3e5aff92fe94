import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import type { JobDefinition } from "../../jobs/queue.ts";

/**
 * Deletes every tenant's log entries older than its retention (tenant_settings
 * .log_retention_days, default 400; decision 050). Answers how many went.
 */
export function removeOldLogEntries(pool: pg.Pool): Promise<number> {
  return withPlatformAccess(pool, async (tx) => {
    const { rowCount } = await tx.client.query(
      `delete from log_entries l using tenant_settings s
        where s.tenant_id = l.tenant_id
          and l.at < now() - make_interval(days => s.log_retention_days)`,
    );
    return rowCount ?? 0;
  });
}

/** Once a day, at night (UTC). */
export function removeOldLogEntriesJob(pool: pg.Pool): JobDefinition {
  return {
    name: "logs.remove-old",
    schedule: "23 3 * * *",
    retryLimit: 2,
    handle: async () => {
      await removeOldLogEntries(pool);
    },
  };
}
