import type pg from "pg";
import type { WebhookAuthScheme } from "../../../contracts/connectivity/webhook.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { enqueue } from "../../../jobs/queue.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { recordLogEvent } from "../../logs/record-log-event.ts";
import { attemptSummary } from "./attempt-summary.ts";
import {
  sendWebhook,
  WEBHOOK_TIMEOUT_MS,
  type WebhookAttempt,
  type WebhookAuth,
} from "./send-webhook.ts";
import { authOf, openSigningSecrets, webhookMessageIdOf } from "./stored-webhook.ts";
import {
  type BreakerState,
  breakerAfter,
  PROBE_MARGIN_MS,
  passBreaker,
} from "./webhook-breaker.ts";
import { nextAttemptDelay, WEBHOOK_RETRY_WINDOW_MS } from "./webhook-retry-schedule.ts";
import type { WebhookSigningSecret } from "./webhook-secret.ts";

/**
 * Delivering one webhook message (decision 028): the scheduled attempts of the send job, and an
 * administrator's redelivery. The attempt itself runs outside any transaction (it may take 15 s);
 * what it did is recorded after, with the next attempt queued in the same transaction.
 */

export const SEND_WEBHOOK_MESSAGE_JOB = "webhooks.send-message";

/** `due` is the message's next_attempt_at this job was queued for; another one makes it stale. */
export type SendWebhookMessageJobData = { tenantId: string; messageId: string; due: string };

/** An endpoint failing this long since its last success, and failing still, is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
export const WEBHOOK_DISABLED_REASON = "Every delivery has failed for more than 5 days";
/** Why a message whose retry came due after its 24 hours was given up without an attempt. */
const EXPIRED_REASON = "It was not delivered within 24 hours of its first attempt";
/** Why a message that would wait for its slowed-down endpoint past its 24 hours was given up. */
const SLOWED_EXPIRED_REASON = "It was not delivered within 24 hours: its endpoint kept failing";

export type DeliveryOptions = {
  guard: OutboundGuard;
  box: SecretBox;
  /** The scheduler's clock (tests move it); signatures always carry the real time. */
  now?: () => Date;
  /** Jitter of the retry schedule (Math.random's shape). */
  random?: () => number;
  timeoutMs?: number;
};

type MessageToSend = {
  id: string;
  webhook_id: string;
  payload: Record<string, unknown>;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  first_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
  url: string;
  auth_scheme: WebhookAuthScheme;
  auth_username: string | null;
  sealed_auth_secret: string | null;
  sealed_signing_secrets: string;
  active: boolean;
  disabled_at: Date | null;
  failing_since: Date | null;
};

async function lockMessage(tx: Transaction, messageId: string) {
  const { rows } = await tx.client.query<MessageToSend>(
    `select m.id, m.webhook_id, m.payload, m.status, m.attempts, m.first_attempt_at,
            m.next_attempt_at, m.created_at, w.url, w.auth_scheme, w.auth_username, w.sealed_auth_secret,
            w.sealed_signing_secrets, w.active, w.disabled_at, w.failing_since
       from webhook_messages m join webhooks w on w.id = m.webhook_id
      where m.id = $1
      for update of m`,
    [messageId],
  );
  return rows[0] ?? null;
}

function failMessage(tx: Transaction, messageId: string) {
  return tx.client.query(
    `update webhook_messages set status = 'failed', next_attempt_at = null, updated_at = now()
      where id = $1`,
    [messageId],
  );
}

/** A message given up is an event in the tenant's log (decision 050), linked to its webhook. */
function logMessageGivenUp(
  tx: Transaction,
  message: { id: string; webhook_id: string },
  reason: string | null,
) {
  return recordLogEvent(tx, {
    level: "error",
    area: "webhooks",
    action: "webhook_given_up",
    subject: { type: "webhook", id: message.webhook_id },
    message: "events.webhook_given_up",
    details: { messageId: message.id, reason },
  });
}

type Prepared = {
  secrets: WebhookSigningSecret[];
  auth: WebhookAuth | null;
  body: string;
  url: string;
};

function prepare(box: SecretBox, message: MessageToSend): Prepared {
  const body = JSON.stringify(message.payload);
  try {
    return {
      url: message.url,
      body,
      secrets: openSigningSecrets(box, message.sealed_signing_secrets),
      auth: authOf(box, message.auth_scheme, message.auth_username, message.sealed_auth_secret),
    };
  } catch {
    // Sealed under another encryption key: an attempt that gives up, recorded in the log as
    // "not set up correctly", rather than a job failing over and over.
    return { url: message.url, body, secrets: [], auth: null };
  }
}

async function attempt(
  message: { id: string },
  prepared: Prepared,
  options: DeliveryOptions,
): Promise<WebhookAttempt> {
  if (!prepared.auth) {
    return {
      statusCode: null,
      durationMs: 0,
      response: "",
      outcome: "give-up",
      reason: "The webhook is not set up correctly",
    };
  }
  return sendWebhook(
    {
      url: prepared.url,
      id: webhookMessageIdOf(message.id),
      body: prepared.body,
      secrets: prepared.secrets,
      auth: prepared.auth,
    },
    { guard: options.guard, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) },
  );
}

async function recordAttempt(
  tx: Transaction,
  tenantId: string,
  message: { id: string; webhook_id: string },
  result: WebhookAttempt,
  trigger: "scheduled" | "redeliver",
  at: Date,
) {
  await tx.client.query(
    `insert into webhook_attempts
       (tenant_id, message_id, webhook_id, trigger, outcome, status_code, duration_ms, response,
        reason, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tenantId,
      message.id,
      message.webhook_id,
      trigger,
      result.outcome,
      result.statusCode,
      result.durationMs,
      result.response,
      result.reason ?? null,
      at,
    ],
  );
}

/**
 * The endpoint's health after an attempt: a success ends a failure streak; a failure starts one
 * or, when it has lasted past WEBHOOK_DISABLE_AFTER_MS (and `mayDisable`), disables the webhook
 * and fails its pending messages. The breaker moves with it (decision 063). Answers whether it
 * was disabled now, and whether this success ended a slowing down (its backlog is due then).
 */
async function recordEndpointHealth(
  tx: Transaction,
  webhookId: string,
  result: WebhookAttempt,
  at: Date,
  mayDisable: boolean,
): Promise<{ disabled: boolean; recovered: boolean }> {
  const { rows } = await tx.client.query<
    BreakerState & { failing_since: Date | null; disabled_at: Date | null }
  >(
    `select failing_since, disabled_at, consecutive_failures, slowed_until
       from webhooks where id = $1 for update`,
    [webhookId],
  );
  const current = rows[0];
  if (!current) return { disabled: false, recovered: false };
  const breaker = breakerAfter(current, result.outcome, at);
  if (result.outcome === "delivered") {
    await tx.client.query(
      `update webhooks set failing_since = null, last_delivery_at = $2,
              last_delivery_outcome = $3, consecutive_failures = 0, slowed_until = null
        where id = $1`,
      [webhookId, at, result.outcome],
    );
    return { disabled: false, recovered: breaker.recovered };
  }
  const disable =
    mayDisable &&
    current.disabled_at === null &&
    current.failing_since !== null &&
    at.getTime() - current.failing_since.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
  await tx.client.query(
    `update webhooks set failing_since = coalesce(failing_since, $2), last_delivery_at = $2,
            last_delivery_outcome = $3,
            disabled_at = case when $4 then $2 else disabled_at end,
            disabled_reason = case when $4 then $5 else disabled_reason end,
            consecutive_failures = $6, slowed_until = $7
      where id = $1`,
    [
      webhookId,
      at,
      result.outcome,
      disable,
      WEBHOOK_DISABLED_REASON,
      breaker.consecutive_failures,
      breaker.slowed_until,
    ],
  );
  if (disable) {
    await tx.client.query(
      `update webhook_messages set status = 'failed', next_attempt_at = null, updated_at = now()
        where webhook_id = $1 and status = 'pending'`,
      [webhookId],
    );
  }
  return { disabled: disable, recovered: false };
}

/**
 * The endpoint answers again (its slowing down ended, or its URL was changed): the pending
 * messages that wait further out — for it, or on their own schedule — are due now, each with a
 * new job (the jobs they had become stale). `except` is the message just delivered.
 */
export async function bringBacklogForward(
  tx: Transaction,
  tenantId: string,
  webhookId: string,
  now: Date,
  except: string | null = null,
): Promise<void> {
  const { rows } = await tx.client.query<{ id: string }>(
    `update webhook_messages set next_attempt_at = $2, updated_at = now()
      where webhook_id = $1 and status = 'pending' and next_attempt_at > $2
        and id is distinct from $3
      returning id`,
    [webhookId, now, except],
  );
  for (const { id } of rows) {
    const data: SendWebhookMessageJobData = { tenantId, messageId: id, due: now.toISOString() };
    await enqueue(tx, SEND_WEBHOOK_MESSAGE_JOB, data);
  }
}

/**
 * Queues the first attempt of a new message (the outbox step of announcing an event). Its
 * next_attempt_at must already be `due`.
 */
export function queueFirstAttempt(
  tx: Transaction,
  tenantId: string,
  messageId: string,
  due: Date,
): Promise<string> {
  const data: SendWebhookMessageJobData = { tenantId, messageId, due: due.toISOString() };
  return enqueue(tx, SEND_WEBHOOK_MESSAGE_JOB, data);
}

export type ScheduledOutcome =
  | "skipped"
  | "deferred"
  | "delivered"
  | "retry-scheduled"
  | "failed"
  | "disabled";

/**
 * One scheduled attempt, as the send job runs it. Skipped when the message is no longer
 * pending, when this job is stale (the message was rescheduled since), or when the webhook is
 * gone; a message whose webhook is switched off or disabled, or whose 24 hours are over, fails
 * without an attempt. While the endpoint is slowed down (decision 063) the message is deferred:
 * its next attempt is queued for the end of the pause, or it is given up when that falls past
 * its 24 hours (counted from its queueing when it was never tried).
 */
export async function sendScheduledAttempt(
  pool: pg.Pool,
  data: SendWebhookMessageJobData,
  options: DeliveryOptions,
): Promise<ScheduledOutcome> {
  const now = options.now ?? (() => new Date());
  const { tenantId, messageId } = data;
  if (!isUuid(messageId)) return "skipped";
  const due = Date.parse(data.due);

  const prepared = await withTenant(pool, tenantId, async (tx) => {
    const message = await lockMessage(tx, messageId);
    if (message?.status !== "pending") return null;
    if (message.next_attempt_at?.getTime() !== due) return null;
    const startedAt = now();
    const expired =
      message.first_attempt_at !== null &&
      startedAt.getTime() > message.first_attempt_at.getTime() + WEBHOOK_RETRY_WINDOW_MS;
    if (!message.active || message.disabled_at !== null || expired) {
      await failMessage(tx, messageId);
      // Switched off or disabled: that change of the webhook is in the log. Out of time: this is.
      if (expired) await logMessageGivenUp(tx, message, EXPIRED_REASON);
      return "failed" as const;
    }
    const hold = (options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) + PROBE_MARGIN_MS;
    const waitUntil = await passBreaker(tx, message.webhook_id, startedAt, hold);
    if (waitUntil !== null) {
      const windowStart = message.first_attempt_at ?? message.created_at;
      if (waitUntil.getTime() > windowStart.getTime() + WEBHOOK_RETRY_WINDOW_MS) {
        await failMessage(tx, messageId);
        await logMessageGivenUp(tx, message, SLOWED_EXPIRED_REASON);
        return "failed" as const;
      }
      await tx.client.query(
        "update webhook_messages set next_attempt_at = $2, updated_at = now() where id = $1",
        [messageId, waitUntil],
      );
      const later: SendWebhookMessageJobData = {
        tenantId,
        messageId,
        due: waitUntil.toISOString(),
      };
      await enqueue(tx, SEND_WEBHOOK_MESSAGE_JOB, later, { startAfter: waitUntil });
      return "deferred" as const;
    }
    return { message, prepared: prepare(options.box, message), startedAt };
  });
  if (prepared === null) return "skipped";
  if (prepared === "failed" || prepared === "deferred") return prepared;

  const { message, startedAt } = prepared;
  const result = await attempt(message, prepared.prepared, options);

  return withTenant(pool, tenantId, async (tx) => {
    const current = await lockMessage(tx, messageId);
    if (!current) return "skipped"; // deleted with its webhook meanwhile
    const at = now();
    await recordAttempt(tx, tenantId, current, result, "scheduled", at);
    const health = await recordEndpointHealth(tx, current.webhook_id, result, at, true);
    const disabled = health.disabled;
    if (health.recovered) {
      await bringBacklogForward(tx, tenantId, current.webhook_id, at, messageId);
    }
    // Someone else moved the message on meanwhile (a redelivery): only the record is added.
    const stillOurs =
      current.status === "pending" && current.next_attempt_at?.getTime() === due && !disabled;
    const firstAttemptAt = current.first_attempt_at ?? startedAt;
    const counted = "attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, $2)";

    if (result.outcome === "delivered") {
      await tx.client.query(
        `update webhook_messages set ${counted}, status = 'delivered', next_attempt_at = null,
                updated_at = now() where id = $1`,
        [messageId, firstAttemptAt],
      );
      return "delivered";
    }
    if (!stillOurs) {
      await tx.client.query(
        `update webhook_messages set ${counted}, updated_at = now() where id = $1`,
        [messageId, firstAttemptAt],
      );
      return disabled ? "disabled" : "skipped";
    }
    const next = result.outcome === "retry" ? await nextAttemptAt(tx, current, result, at) : null;
    const ends = firstAttemptAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
    if (next === null || next.getTime() > ends) {
      await tx.client.query(
        `update webhook_messages set ${counted}, status = 'failed', next_attempt_at = null,
                updated_at = now() where id = $1`,
        [messageId, firstAttemptAt],
      );
      // An answer the endpoint gave has no reason of its own: its status says why.
      const reason =
        result.reason ??
        (result.statusCode !== null ? `The endpoint answered ${result.statusCode}` : null);
      await logMessageGivenUp(tx, current, reason);
      return "failed";
    }
    await tx.client.query(
      `update webhook_messages set ${counted}, next_attempt_at = $3, updated_at = now()
        where id = $1`,
      [messageId, firstAttemptAt, next],
    );
    const nextData: SendWebhookMessageJobData = {
      tenantId,
      messageId,
      due: next.toISOString(),
    };
    await enqueue(tx, SEND_WEBHOOK_MESSAGE_JOB, nextData, { startAfter: next });
    return "retry-scheduled";

    async function nextAttemptAt(
      inner: Transaction,
      of: { id: string },
      failed: WebhookAttempt,
      from: Date,
    ): Promise<Date | null> {
      // The schedule counts the scheduled attempts, this one included; redeliveries are extra.
      const { rows } = await inner.client.query<{ n: number }>(
        `select count(*)::int as n from webhook_attempts
          where message_id = $1 and trigger = 'scheduled'`,
        [of.id],
      );
      const delay = nextAttemptDelay(
        Math.max(1, rows[0]?.n ?? 1),
        failed.retryAfterSeconds,
        options.random,
      );
      return delay === null ? null : new Date(from.getTime() + delay);
    }
  });
}

/**
 * An administrator's redelivery of one message of a webhook: one attempt now, recorded in the
 * log as such. Delivered, the message is delivered; otherwise it stays as it was (a pending
 * message keeps its schedule, a failed one stays failed). It never disables the webhook.
 */
export async function redeliverMessage(
  pool: pg.Pool,
  tenantId: string,
  webhookId: string,
  messageId: string,
  options: DeliveryOptions,
) {
  const now = options.now ?? (() => new Date());
  const message = await withTenant(pool, tenantId, async (tx) => {
    const { rows: hooks } = isUuid(webhookId)
      ? await tx.client.query<{ id: string }>("select id from webhooks where id = $1", [webhookId])
      : { rows: [] };
    if (!hooks[0]) throw notFound("Webhook", webhookId);
    const found = isUuid(messageId) ? await lockMessage(tx, messageId) : null;
    if (!found || found.webhook_id !== webhookId) throw notFound("Webhook message", messageId);
    if (found.disabled_at !== null || !found.active) {
      throw new AppError("conflict", "Switch the webhook on before redelivering its messages", {
        reason: found.disabled_at ? "disabled" : "inactive",
      });
    }
    return found;
  });
  const result = await attempt(message, prepare(options.box, message), options);
  const status = await withTenant(pool, tenantId, async (tx) => {
    const current = await lockMessage(tx, messageId);
    if (!current) throw notFound("Webhook message", messageId);
    const at = now();
    await recordAttempt(tx, tenantId, current, result, "redeliver", at);
    const { recovered } = await recordEndpointHealth(tx, current.webhook_id, result, at, false);
    if (recovered) await bringBacklogForward(tx, tenantId, current.webhook_id, at, messageId);
    const delivered = result.outcome === "delivered";
    const { rows } = await tx.client.query<{ status: "pending" | "delivered" | "failed" }>(
      `update webhook_messages set attempts = attempts + 1,
              status = case when $2 then 'delivered' else status end,
              next_attempt_at = case when $2 then null else next_attempt_at end,
              updated_at = now()
        where id = $1 returning status`,
      [messageId, delivered],
    );
    return rows[0]?.status ?? current.status;
  });
  return {
    outcome: result.outcome,
    message: attemptSummary(result, "redeliver"),
    status_code: result.statusCode,
    duration_ms: result.durationMs,
    response: result.response,
    reason: result.reason ?? null,
    message_status: status,
  };
}
