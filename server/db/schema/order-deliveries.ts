import { sql } from "drizzle-orm";
import {
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
import { integrations } from "./integrations.ts";
import { orderInquiries } from "./order-inquiries.ts";
import { tenants } from "./tenants.ts";

/**
 * One hand-over of a validated order to the tenant's ERP (decision 027): made in the transaction
 * that validates the order (outbox), with the idempotency key every attempt sends, so the ERP
 * creates one order however often Fennec asks. Status: pending → submitted → completed, or
 * refused (a business refusal) / failed (retries ran out) / cancelled (the ERP cancelled it).
 */
export const orderDeliveries = pgTable(
  "order_deliveries",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    inquiryId: uuid("inquiry_id").notNull(),
    integrationId: uuid("integration_id"),
    /** The order's id and its version when validated: the same for every attempt. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").notNull().default("pending"),
    /** The order as it was sent (the ERP order shape), so retries send the same body. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    erpOrderNumber: text("erp_order_number"),
    /** Why the ERP refused it, or why the retries ran out. */
    reason: text("reason"),
    lineErrors: jsonb("line_errors").$type<Array<{ line: number; message: string }>>(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("order_deliveries_tenant_id_id").on(t.tenantId, t.id),
    unique("order_deliveries_idempotency_key").on(t.tenantId, t.idempotencyKey),
    foreignKey({
      name: "order_deliveries_inquiry",
      columns: [t.tenantId, t.inquiryId],
      foreignColumns: [orderInquiries.tenantId, orderInquiries.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "order_deliveries_integration",
      columns: [t.tenantId, t.integrationId],
      foreignColumns: [integrations.tenantId, integrations.id],
    }).onDelete("set null"), // of integration_id only: see migration 0018
    index("order_deliveries_inquiry").on(t.tenantId, t.inquiryId, t.createdAt),
    index("order_deliveries_integration").on(t.tenantId, t.integrationId, t.createdAt),
    // /metrics counts the rows by status at every scrape, from this index alone:
    // tenant_id is in it for the row-level security check (decision 053).
    index("order_deliveries_status").on(t.status, t.tenantId),
  ],
);

/** Every call Fennec made for a delivery: a submission or a status read, and what came of it. */
export const orderDeliveryAttempts = pgTable(
  "order_delivery_attempts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    deliveryId: uuid("delivery_id").notNull(),
    /** submit | status */
    kind: text("kind").notNull(),
    /** accepted | refused | transient | found | not_found | failed */
    outcome: text("outcome").notNull(),
    reason: text("reason"),
    durationMs: integer("duration_ms").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "order_delivery_attempts_delivery",
      columns: [t.tenantId, t.deliveryId],
      foreignColumns: [orderDeliveries.tenantId, orderDeliveries.id],
    }).onDelete("cascade"),
    index("order_delivery_attempts_delivery").on(t.tenantId, t.deliveryId, t.at),
  ],
);
