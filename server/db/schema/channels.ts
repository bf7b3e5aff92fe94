import { sql } from "drizzle-orm";
import {
  boolean,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Where a tenant's order e-mails come from (docs/decisions/008): an IMAP mailbox Fennec polls,
 * an address on Fennec's own SMTP listener, or files uploaded through the API and the screen.
 */
export const channels = pgTable(
  "channels",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    active: boolean("active").notNull().default(true),
    /** The kind's settings, without secrets (host, port, folder … or the inbound address). */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** The kind's secret (an IMAP password), sealed by the secret box; never sent back. */
    sealedSecret: text("sealed_secret"),
    status: text("status").notNull().default("idle"),
    lastPolledAt: timestamp("last_polled_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("channels_tenant_id_id").on(t.tenantId, t.id),
    // One tenant per inbound address, across all tenants: the SMTP listener finds it by address.
    uniqueIndex("channels_inbound_address")
      .on(sql`lower(${t.settings} ->> 'address')`)
      .where(sql`${t.kind} = 'smtp'`),
  ],
);
