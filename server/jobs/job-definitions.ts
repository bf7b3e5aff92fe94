import type { JobDefinition } from "./queue.ts";

/**
 * Every kind of background job Fennec runs. Areas add theirs here (intake, extraction,
 * delivery, imports …); the queues are created when the database is migrated.
 */
export const jobDefinitions: readonly JobDefinition[] = [];
