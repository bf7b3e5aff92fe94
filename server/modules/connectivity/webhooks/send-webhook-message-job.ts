import type pg from "pg";
import type { JobDefinition } from "../../../jobs/queue.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import {
  SEND_WEBHOOK_MESSAGE_JOB,
  type SendWebhookMessageJobData,
  sendScheduledAttempt,
} from "./deliver-webhook-message.ts";

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
    // Mostly waiting on endpoints (up to 15 s each): a few at once, so one slow endpoint does
    // not hold up every other tenant's webhooks.
    concurrency: 4,
    handle: async (data) => {
      await sendScheduledAttempt(appPool, data, { guard: outboundGuard, box: secretBox });
    },
  };
  return job as JobDefinition;
}
