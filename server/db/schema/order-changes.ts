import { sql } from "drizzle-orm";
import { foreignKey, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orderInquiries } from "./order-inquiries.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/**
 * What an operator changed in an order (decision 016): one row per value per save, with the
 * AI's value, the value before and the final value. `field` is a header field
 * (`customer_number`, …) or a line's (`line.product_code`, …, `line` for a line added or removed).
 */
export const orderChanges = pgTable(
  "order_changes",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    inquiryId: uuid("inquiry_id").notNull(),
    field: text("field").notNull(),
    lineId: uuid("line_id"),
    aiValue: text("ai_value"),
    previousValue: text("previous_value"),
    finalValue: text("final_value"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "order_changes_inquiry",
      columns: [t.tenantId, t.inquiryId],
      foreignColumns: [orderInquiries.tenantId, orderInquiries.id],
    }).onDelete("cascade"),
    index("order_changes_inquiry").on(t.tenantId, t.inquiryId, t.changedAt),
  ],
);
