import type pg from "pg";
import type { JobDefinition } from "../../../jobs/queue.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { WRITE_EXPORT_JOB, type WriteExportJobData } from "./queue-exports.ts";
import { EXPORT_TRANSFER_BOUNDS, writeScheduledExport } from "./write-export-run.ts";

/**
 * The export job (decision 046): one scheduled attempt of one run; the schedule is ours. One
 * tenant's attempts run one at a time (decision 062), so a tenant whose server crawls holds one
 * slot, never all of them.
 */
export function writeExportJob(pool: pg.Pool, box: SecretBox, guard: OutboundGuard): JobDefinition {
  const job: JobDefinition<WriteExportJobData> = {
    name: WRITE_EXPORT_JOB,
    retryLimit: 3,
    retryDelaySeconds: 10,
    // Mostly waiting on servers (a file may take up to 4 minutes): a few at once.
    concurrency: 4,
    perTenantConcurrency: 1,
    // Lost with its process: twice an attempt's bound, and a minute (decision 066).
    expireInSeconds: (2 * EXPORT_TRANSFER_BOUNDS.runMs) / 1000 + 60,
    handle: async (data) => {
      await writeScheduledExport(pool, data, { box, guard });
    },
  };
  return job as JobDefinition;
}
