import type pg from "pg";
import { compactRollupsJob } from "../modules/analytics/compact-rollups.ts";
import { entryIndexJobs } from "../modules/assets/entry-index-jobs.ts";
import { runImportJob } from "../modules/assets/imports/run-import-job.ts";
import { writeExportJob } from "../modules/connectivity/export-profiles/write-export-job.ts";
import {
  importProfileTickJob,
  runImportProfileJob,
} from "../modules/connectivity/import-profiles/import-profile-jobs.ts";
import { sendWebhookMessageJob } from "../modules/connectivity/webhooks/send-webhook-message-job.ts";
import { removeOldLogEntriesJob } from "../modules/logs/remove-old-log-entries.ts";
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from "../modules/orders/delivery/delivery-settings.ts";
import { readErpStatusJob } from "../modules/orders/delivery/read-erp-status-job.ts";
import { submitOrderJob } from "../modules/orders/delivery/submit-order-job.ts";
import type { LlmSettings } from "../modules/orders/extraction/llm/llm-settings.ts";
import { processInquiryJob } from "../modules/orders/inquiries/process-inquiry-job.ts";
import { pollMailboxesJob } from "../modules/orders/intake/imap-poller.ts";
import { removeExpiredSignInDataJob } from "../oauth/remove-expired-sign-in-data.ts";
import { createOutboundGuard, type OutboundGuard } from "../security/outbound-guard.ts";
import { NO_SECRET_BOX, type SecretBox } from "../security/secret-box.ts";
import type { JobDefinition } from "./queue.ts";

/**
 * Every kind of background job Fennec runs. Areas add theirs here (intake, extraction,
 * delivery, imports …); the queues are created when the database is migrated.
 */
export function jobDefinitions(
  database: { appPool: pg.Pool; ownerPool: pg.Pool },
  /** Opens channel passwords; processes that only install the queues have none. */
  secretBox: SecretBox = NO_SECRET_BOX,
  /** The optional LLM extraction (decision 011); null: the built-in engine alone. */
  llm: LlmSettings | null = null,
  /** Every connection to an address a user chose goes through it (decision 020). */
  outboundGuard: OutboundGuard = createOutboundGuard({ allowPrivate: false }),
  /** Retries and status polling of ERP deliveries (decision 027). */
  delivery: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): JobDefinition[] {
  return [
    removeExpiredSignInDataJob(database.appPool),
    removeOldLogEntriesJob(database.appPool),
    compactRollupsJob(database.appPool),
    ...entryIndexJobs(database),
    runImportJob(database.appPool),
    processInquiryJob(database.appPool, llm),
    pollMailboxesJob(database.appPool, secretBox, outboundGuard),
    sendWebhookMessageJob(database.appPool, secretBox, outboundGuard),
    writeExportJob(database.appPool, secretBox, outboundGuard),
    importProfileTickJob(database.appPool),
    runImportProfileJob(database.appPool, { box: secretBox, guard: outboundGuard }),
    submitOrderJob(database.appPool, { box: secretBox, guard: outboundGuard }, delivery),
    readErpStatusJob(database.appPool, { box: secretBox, guard: outboundGuard }, delivery),
  ];
}
