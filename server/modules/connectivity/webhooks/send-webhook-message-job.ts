import type pg from "pg";
import type { JobDefinition } from "../../../jobs/queue.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import {
  SEND_WEBHOOK_MESSAGE_JOB,
  type SendWebhookMessageJobData,
  sendScheduledAttempt,
} from "./deliver-webhook-message.ts";
import { WEBHOOK_TIMEOUT_MS } from "./send-webhook.ts";

/**
 * The send job (decision 028): one scheduled attempt of one webhook message. The retry schedule
 * is ours (the next attempt is a new job queued with the record of this one); pg-boss retries
 * only a job that failed on the database.
 */
export function sendWebhookMessageJob(
  appPool: pg.Pool,
  secretBox: SecretBox,
  outboundGuard: OutboundGuard,
): JobDefinition {
  const job: JobDefinition<SendWebhookMessageJobData> = {
    name: SEND_WEBHOOK_MESSAGE_JOB,
    retryLimit: 3,
    retryDelaySeconds: 10,
    // Mostly waiting on endpoints (up to 15 s each): a few at once in a process.
    concurrency: 4,
    // One attempt in flight per tenant across processes, so per endpoint too: a tenant whose
    // endpoints hang holds one slot, never every other tenant's (decision 063).
    perTenantConcurrency: 1,
    // An attempt ends within its timeout; one still active well past it was lost with its process.
    expireInSeconds: Math.ceil((2 * WEBHOOK_TIMEOUT_MS) / 1000) + 15,
    handle: async (data) => {
      await sendScheduledAttempt(appPool, data, { guard: outboundGuard, box: secretBox });
    },
  };
  return job as JobDefinition;
}
