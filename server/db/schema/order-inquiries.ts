import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { inboundMessages } from "./inbound-messages.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/**
 * One received e-mail on its way to an order (decision 009): waiting to be processed, being
 * read, failed, not an order, or extracted and waiting for validation. `result` is what the
 * extraction found, each value with its confidence and provenance, as the AI left it.
 */
export const orderInquiries = pgTable(
  "order_inquiries",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    inboundMessageId: uuid("inbound_message_id").notNull(),
    channelId: uuid("channel_id"),
    status: text("status").notNull(),
    subject: text("subject"),
    fromAddress: text("from_address"),
    fromName: text("from_name"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** Why processing failed, for the operator. */
    error: text("error"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    customerNumber: text("customer_number"),
    orderReference: text("order_reference"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** The working order the operator edits (decision 016), made from `result`. */
    order: jsonb("order").$type<Record<string, unknown>>(),
    /** Moves with every change; a write based on another version is refused. */
    version: integer("version").notNull().default(1),
    customerName: text("customer_name"),
    lineCount: integer("line_count"),
    /** Share of the AI's values the operator left unchanged, set on validation. */
    aiAccuracy: real("ai_accuracy"),
    rejectionReason: text("rejection_reason"),
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    validatedBy: uuid("validated_by").references(() => users.id, { onDelete: "set null" }),
    /** The ERP's number for the order once it accepted it (decision 027). */
    erpOrderNumber: text("erp_order_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("order_inquiries_tenant_id_id").on(t.tenantId, t.id),
    unique("order_inquiries_one_per_message").on(t.tenantId, t.inboundMessageId),
    foreignKey({
      name: "order_inquiries_message",
      columns: [t.tenantId, t.inboundMessageId],
      foreignColumns: [inboundMessages.tenantId, inboundMessages.id],
    }).onDelete("cascade"),
    index("order_inquiries_tenant_status_updated").on(t.tenantId, t.status, t.updatedAt),
    index("order_inquiries_tenant_updated").on(t.tenantId, t.updatedAt),
    index("order_inquiries_tenant_status_received").on(t.tenantId, t.status, t.receivedAt),
  ],
);
