import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A wholesaler using Fennec. Visible only as the current tenant (RLS on `id`). */
export const tenants = pgTable("tenants", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per tenant: the settings of spec section 3 (`autoProcess` first). */
export const tenantSettings = pgTable("tenant_settings", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  autoProcess: boolean("auto_process").notNull().default(false),
  /** Dates and times of this tenant are shown in this IANA time zone (spec section 9). */
  timeZone: text("time_zone").notNull().default("Europe/Brussels"),
  /** Log entries older than this many days are deleted by the daily job (decision 050). */
  logRetentionDays: integer("log_retention_days").notNull().default(400),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
