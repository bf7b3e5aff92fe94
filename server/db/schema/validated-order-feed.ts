import { sql } from "drizzle-orm";
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { xid8 } from "./column-types.ts";
import { orderInquiries } from "./order-inquiries.ts";
import { tenants } from "./tenants.ts";

/**
 * The validated-orders change feed (decision 043): one entry per validation of an order, written
 * in the validating transaction with that transaction's id. Readers page by (xid, seq) and only
 * past transactions older than every running one, so an entry is never skipped or repeated.
 */
export const validatedOrderFeed = pgTable(
  "validated_order_feed",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    /** The validating transaction (top level), assigned by PostgreSQL, never by the caller. */
    xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
    inquiryId: uuid("inquiry_id").notNull(),
    /** The order's version as validated: an order validated again after a correction has another. */
    version: integer("version").notNull(),
    /** The order as validated, in the shape of the `order.validated` event's data. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("validated_order_feed_tenant_seq").on(t.tenantId, t.seq),
    foreignKey({
      name: "validated_order_feed_inquiry",
      columns: [t.tenantId, t.inquiryId],
      foreignColumns: [orderInquiries.tenantId, orderInquiries.id],
    }).onDelete("cascade"),
    index("validated_order_feed_position").on(t.tenantId, t.xid, t.seq),
  ],
);
