import { sql } from "drizzle-orm";
import { foreignKey, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orderInquiries } from "./order-inquiries.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/**
 * The status history of an inquiry (decision 016): one row per status it entered, written by a
 * trigger (migration 0015), with the person who acted when one did (`app.user_id`).
 */
export const orderInquiryEvents = pgTable(
  "order_inquiry_events",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    inquiryId: uuid("inquiry_id").notNull(),
    status: text("status").notNull(),
    /** Why: the error of a failed inquiry, the reason of a rejection. */
    note: text("note"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "order_inquiry_events_inquiry",
      columns: [t.tenantId, t.inquiryId],
      foreignColumns: [orderInquiries.tenantId, orderInquiries.id],
    }).onDelete("cascade"),
    index("order_inquiry_events_inquiry").on(t.tenantId, t.inquiryId, t.at),
  ],
);
