import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Where a tenant's validated orders go (decision 025): one ERP connection of a type such as
 * mynuma, with the rules that say when an order is sent.
 */
export const integrations = pgTable(
  "integrations",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    erpType: text("erp_type").notNull(),
    /** The ERP type's settings without secrets (the base URL …). */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** The ERP's API key, sealed by the secret box; never sent back. */
    sealedApiKey: text("sealed_api_key"),
    /** The status and threshold rules (integration-input.ts); defaults filled in by the API. */
    rules: jsonb("rules").$type<Record<string, unknown>>().notNull().default({}),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("integrations_tenant_id_id").on(t.tenantId, t.id)],
);
