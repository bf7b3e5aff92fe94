/**
 * A worker process for `lost-job.spec.ts`: runs the spec's job kind with a handler that never
 * ends, and says "claimed" when it has one, so the spec can kill it (SIGKILL) mid-job.
 */
import pg from "pg";
import { startJobRunner } from "../../../server/jobs/queue.ts";
import { createLogger } from "../../../server/logging/logger.ts";
import { lostJobDefinition } from "./lost-job-definition.ts";

const [ownerUrl, kind] = process.argv.slice(2);
const ownerPool = new pg.Pool({ connectionString: ownerUrl, max: 3 });
const definition = lostJobDefinition(kind === "fair", () => {
  process.stdout.write("claimed\n");
  return new Promise<void>(() => {});
});
await startJobRunner(ownerPool, [definition], createLogger({ level: "silent", pretty: false }));
