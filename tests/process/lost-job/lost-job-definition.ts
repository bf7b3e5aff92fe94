import type { JobDefinition } from "../../../server/jobs/queue.ts";

/** The job kind of `lost-job.spec.ts`: expires 3 s after it started, for both kinds of worker. */
export function lostJobDefinition(fair: boolean, handle: () => Promise<void>): JobDefinition {
  return {
    name: fair ? "spec.lost-fair" : "spec.lost",
    expireInSeconds: 3,
    retryLimit: 2,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    ...(fair ? { perTenantConcurrency: 1, concurrency: 2 } : {}),
    handle,
  };
}
