import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { orderInquiries } from "./order-inquiries.ts";
import { tenants } from "./tenants.ts";

/**
 * What operators taught the matching (decision 013): a customer's own wording or code for a
 * product (`kind` product, per customer), or a sender address for a customer (`kind` customer,
 * `customer_number` null). `source_key` is the text as the extraction looks it up, `source_text`
 * as it was written the last time it was confirmed.
 */
export const matchingAliases = pgTable(
  "matching_aliases",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").$type<"product" | "customer">().notNull(),
    /** The customer whose wording this is (product aliases); null for sender aliases. */
    customerNumber: text("customer_number"),
    sourceKey: text("source_key").notNull(),
    sourceText: text("source_text").notNull(),
    /** The product code or the customer number the source text stands for. */
    targetCode: text("target_code").notNull(),
    timesConfirmed: integer("times_confirmed").notNull().default(1),
    learnedFromInquiryId: uuid("learned_from_inquiry_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("matching_aliases_tenant_id_id").on(t.tenantId, t.id),
    unique("matching_aliases_one_per_source")
      .on(t.tenantId, t.kind, t.customerNumber, t.sourceKey)
      .nullsNotDistinct(),
    check(
      "matching_aliases_kind",
      sql`(${t.kind} = 'product' and ${t.customerNumber} is not null) or (${t.kind} = 'customer' and ${t.customerNumber} is null)`,
    ),
    foreignKey({
      name: "matching_aliases_inquiry",
      columns: [t.tenantId, t.learnedFromInquiryId],
      foreignColumns: [orderInquiries.tenantId, orderInquiries.id],
    }).onDelete("set null"), // of learned_from_inquiry_id only: see migration 0013
  ],
);
