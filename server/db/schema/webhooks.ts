import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { orderInquiries } from "./order-inquiries.ts";
import { tenants } from "./tenants.ts";

/**
 * An endpoint that hears of a tenant's events (decision 026): signed per Standard Webhooks with
 * its own secrets, authenticated with None, Basic or Bearer.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** The events it hears of: `order.validated`. */
    events: jsonb("events").$type<string[]>().notNull().default(["order.validated"]),
    /** None | Basic | Bearer */
    authScheme: text("auth_scheme").notNull().default("None"),
    authUsername: text("auth_username"),
    /** The Basic password or the Bearer token, sealed by the secret box; never sent back. */
    sealedAuthSecret: text("sealed_auth_secret"),
    /** The signing secrets (the current one and one rotated out, with its end), sealed as JSON. */
    sealedSigningSecrets: text("sealed_signing_secrets").notNull(),
    active: boolean("active").notNull().default(true),
    /** Set when Fennec stopped sending because the endpoint kept failing. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    /** The first failure since the last success; null while it answers. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    /**
     * The breaker (decision 063): attempts in a row that failed and would be retried (a success
     * ends the run); from the fifth on the endpoint is slowed down: its messages wait until
     * `slowed_until`, when one attempt (a probe) decides. Null while it is not slowed down.
     */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    slowedUntil: timestamp("slowed_until", { withTimezone: true }),
    lastDeliveryAt: timestamp("last_delivery_at", { withTimezone: true }),
    lastDeliveryOutcome: text("last_delivery_outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("webhooks_tenant_id_id").on(t.tenantId, t.id)],
);

/**
 * One event for one endpoint (the `webhook-id` receivers deduplicate by), made in the transaction
 * of the change it announces (outbox), with its payload as it was then.
 * Status: pending → delivered, or failed (given up).
 */
export const webhookMessages = pgTable(
  "webhook_messages",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    webhookId: uuid("webhook_id").notNull(),
    event: text("event").notNull(),
    inquiryId: uuid("inquiry_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** The 24 hours of retries count from here. */
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("webhook_messages_tenant_id_id").on(t.tenantId, t.id),
    foreignKey({
      name: "webhook_messages_webhook",
      columns: [t.tenantId, t.webhookId],
      foreignColumns: [webhooks.tenantId, webhooks.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "webhook_messages_inquiry",
      columns: [t.tenantId, t.inquiryId],
      foreignColumns: [orderInquiries.tenantId, orderInquiries.id],
    }).onDelete("set null"), // of inquiry_id only: see migration 0018
    index("webhook_messages_webhook").on(t.tenantId, t.webhookId, t.createdAt),
    // /metrics counts the rows by status at every scrape, from this index alone:
    // tenant_id is in it for the row-level security check (decision 053).
    index("webhook_messages_status").on(t.status, t.tenantId),
  ],
);

/** Every attempt at a message: the delivery log. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid("message_id").notNull(),
    webhookId: uuid("webhook_id").notNull(),
    /** scheduled | redeliver */
    trigger: text("trigger").notNull().default("scheduled"),
    /** delivered | retry | give-up */
    outcome: text("outcome").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    /** The first characters of the answer. */
    response: text("response"),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "webhook_attempts_message",
      columns: [t.tenantId, t.messageId],
      foreignColumns: [webhookMessages.tenantId, webhookMessages.id],
    }).onDelete("cascade"),
    index("webhook_attempts_webhook").on(t.tenantId, t.webhookId, t.at),
    index("webhook_attempts_message").on(t.tenantId, t.messageId, t.at),
  ],
);
