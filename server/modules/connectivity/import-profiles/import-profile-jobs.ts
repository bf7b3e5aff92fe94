import { and, eq, isNotNull, lte } from "drizzle-orm";
import type pg from "pg";
import { importProfiles, tenantSettings } from "../../../db/schema/index.ts";
import { withPlatformAccess } from "../../../db/tenant-transaction.ts";
import type { JobDefinition } from "../../../jobs/queue.ts";
import type { ImportProfileAccess } from "./import-profile-session.ts";
import { nextRunAfter } from "./import-schedule.ts";
import {
  addImportRun,
  executeImportRun,
  LOST_RUN_AFTER_MS,
  RUN_IMPORT_PROFILE_JOB,
} from "./run-import-profile.ts";
import { DEFAULT_TIME_ZONE } from "./stored-import-profile.ts";

export const IMPORT_PROFILE_TICK_JOB = "connectivity.import-profiles-tick";

/**
 * The minute tick (decision 047): starts a run of every active profile whose next run is due at
 * `now`, and moves its next run on. The due rows are locked (skip locked), so two ticks in two
 * processes never start one profile twice; a profile still running is left to its run.
 */
export async function startDueImportRuns(pool: pg.Pool, now = new Date()): Promise<string[]> {
  return withPlatformAccess(pool, async (tx) => {
    const due = await tx.db
      .select({ profile: importProfiles, timeZone: tenantSettings.timeZone })
      .from(importProfiles)
      .leftJoin(tenantSettings, eq(tenantSettings.tenantId, importProfiles.tenantId))
      .where(
        and(
          eq(importProfiles.active, true),
          isNotNull(importProfiles.nextRunAt),
          lte(importProfiles.nextRunAt, now),
        ),
      )
      .for("update", { of: importProfiles, skipLocked: true });
    const started: string[] = [];
    for (const { profile, timeZone } of due) {
      const nextRunAt = profile.cronExpression
        ? nextRunAfter(profile.cronExpression, timeZone ?? DEFAULT_TIME_ZONE, now)
        : null;
      await tx.db
        .update(importProfiles)
        .set({ nextRunAt })
        .where(eq(importProfiles.id, profile.id));
      const run = await addImportRun(tx, profile, "schedule");
      if (run) started.push(run.id);
    }
    return started;
  });
}

export function importProfileTickJob(pool: pg.Pool): JobDefinition {
  return {
    name: IMPORT_PROFILE_TICK_JOB,
    schedule: "* * * * *",
    retryLimit: 0,
    handle: async () => {
      await startDueImportRuns(pool);
    },
  };
}

/**
 * One run; not retried (its files would be fetched again; the next schedule does that). A few
 * at once, one per tenant (decision 062): a tenant's slow server holds its own run only, and
 * another tenant's starts while it lasts.
 */
export function runImportProfileJob(pool: pg.Pool, access: ImportProfileAccess): JobDefinition {
  const job: JobDefinition<{ tenantId: string; runId: string }> = {
    name: RUN_IMPORT_PROFILE_JOB,
    retryLimit: 0,
    concurrency: 3,
    perTenantConcurrency: 1,
    // lost with its process: the same bound as the run's own record (decision 066)
    expireInSeconds: LOST_RUN_AFTER_MS / 1000,
    handle: ({ tenantId, runId }) => executeImportRun(pool, access, tenantId, runId),
  };
  return job as JobDefinition;
}
