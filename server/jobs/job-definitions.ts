import type pg from "pg";
import { entryIndexJobs } from "../modules/assets/entry-index-jobs.ts";
import { runImportJob } from "../modules/assets/imports/run-import-job.ts";
import { processInquiryJob } from "../modules/orders/inquiries/process-inquiry-job.ts";
import { removeExpiredSignInDataJob } from "../oauth/remove-expired-sign-in-data.ts";
import type { JobDefinition } from "./queue.ts";

/**
 * Every kind of background job Fennec runs. Areas add theirs here (intake, extraction,
 * delivery, imports …); the queues are created when the database is migrated.
 */
export function jobDefinitions(database: {
  appPool: pg.Pool;
  ownerPool: pg.Pool;
}): JobDefinition[] {
  return [
    removeExpiredSignInDataJob(database.appPool),
    ...entryIndexJobs(database),
    runImportJob(database.appPool),
    processInquiryJob(database.appPool),
  ];
}
