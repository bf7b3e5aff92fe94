import { z } from "zod";

/**
 * What the webhooks API takes and answers (spec section 7; decision 028). The Basic password or
 * Bearer token travels as `auth_secret`, is stored sealed and answered only as `auth_secret_set`;
 * the signing secret is answered once, on create and on rotation.
 */

/** Spec section 3: the one webhook event. */
export const WEBHOOK_EVENTS = ["order.validated"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Spec section 3: HTTP auth schemes. */
export const WEBHOOK_AUTH_SCHEMES = ["None", "Basic", "Bearer"] as const;
export type WebhookAuthScheme = (typeof WEBHOOK_AUTH_SCHEMES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2000;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, { error: "The URL is required" })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: "The URL is too long" })
  .refine(isHttpUrl, { error: "The URL must be an http or https address" });

/**
 * Empty or left out: on create none is stored, on update the stored one is kept while the URL
 * keeps its origin (decision 065).
 */
const authSecret = z.string().max(1000).optional();
const authUsername = z.string().trim().max(200).nullish();

export const webhookInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    url: webhookUrlSchema,
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1)
      .max(WEBHOOK_EVENTS.length * 4)
      .default(["order.validated"])
      .transform((events) => [...new Set(events)]),
    auth_scheme: z.enum(WEBHOOK_AUTH_SCHEMES).default("None"),
    /** Basic only. */
    auth_username: authUsername,
    /** The Basic password or the Bearer token. */
    auth_secret: authSecret,
    active: z.boolean().default(true),
  })
  .meta({ id: "WebhookInput" });
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/**
 * A test delivery: to the URL and auth in the body, or to a saved webhook (`id`), whose stored
 * settings fill in what the body leaves out (its URL, its auth secret — the secret only for the
 * origin it was saved for, decision 065) and whose secrets sign it.
 */
export const webhookTestInputSchema = z
  .object({
    id: z.string().max(100).optional(),
    url: webhookUrlSchema.optional(),
    auth_scheme: z.enum(WEBHOOK_AUTH_SCHEMES).optional(),
    auth_username: authUsername,
    auth_secret: authSecret,
  })
  .meta({ id: "WebhookTestInput" });
export type WebhookTestInput = z.infer<typeof webhookTestInputSchema>;

const outcome = z.enum(["delivered", "retry", "give-up"]);

export const webhookSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    auth_scheme: z.enum(WEBHOOK_AUTH_SCHEMES),
    auth_username: z.string().nullable(),
    auth_secret_set: z.boolean(),
    active: z.boolean(),
    /** active, inactive (switched off by an administrator) or disabled (by Fennec). */
    status: z.enum(["active", "inactive", "disabled"]),
    disabled_at: z.string().nullable(),
    disabled_reason: z.string().nullable(),
    failing_since: z.string().nullable(),
    /** Attempts in a row that failed and will be retried (a success ends the run). */
    consecutive_failures: z.number().int(),
    /**
     * Set while Fennec slows the endpoint down after 5 such failures (decision 063): its messages
     * wait until then, when one is tried; delivered, the rest follow at once.
     */
    slowed_until: z.string().nullable(),
    last_delivery_at: z.string().nullable(),
    last_delivery_outcome: outcome.nullable(),
    /** Until when the secret rotated out still signs, during a rotation. */
    previous_secret_expires_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Webhook" });

/** The answer to a create: the signing secret, this once. */
export const createdWebhookSchema = webhookSchema
  .extend({ secret: z.string() })
  .meta({ id: "CreatedWebhook" });

export const rotatedSecretSchema = z
  .object({
    /** The new signing secret, answered this once. */
    secret: z.string(),
    /** The previous secret keeps signing until then. */
    previous_secret_expires_at: z.string(),
  })
  .meta({ id: "RotatedWebhookSecret" });

export const webhookAttemptResultSchema = z
  .object({
    outcome,
    /** In words for an administrator. */
    message: z.string(),
    status_code: z.number().nullable(),
    duration_ms: z.number(),
    /** The start of the endpoint's answer. */
    response: z.string(),
    reason: z.string().nullable(),
  })
  .meta({ id: "WebhookAttemptResult" });

export const webhookTestResultSchema = webhookAttemptResultSchema
  .extend({
    ok: z.boolean(),
    /** The event sent: a `webhook.test` ping. */
    event: z.literal("webhook.test"),
    webhook_message_id: z.string(),
  })
  .meta({ id: "WebhookTestResult" });

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    at: z.string(),
    /** scheduled or redeliver */
    trigger: z.string(),
    outcome,
    status_code: z.number().nullable(),
    duration_ms: z.number(),
    response: z.string().nullable(),
    reason: z.string().nullable(),
    /** Whether this is the newest attempt of its message (the log offers Redeliver there). */
    latest_of_message: z.boolean(),
    message: z.object({
      id: z.uuid(),
      /** The `webhook-id` header receivers deduplicate by. */
      webhook_message_id: z.string(),
      event: z.string(),
      status: z.enum(["pending", "delivered", "failed"]),
      attempts: z.number(),
      next_attempt_at: z.string().nullable(),
      inquiry_id: z.string().nullable(),
    }),
  })
  .meta({ id: "WebhookDelivery" });

export const redeliveryResultSchema = webhookAttemptResultSchema
  .extend({ message_status: z.enum(["pending", "delivered", "failed"]) })
  .meta({ id: "WebhookRedelivery" });
