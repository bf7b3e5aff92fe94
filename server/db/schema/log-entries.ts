import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/**
 * The tenant's log (decision 050): the audit trail of changes, written by one generic trigger
 * (migration 0024), and the system events an administrator needs, written where they happen
 * (server/modules/logs/record-log-event.ts). `before`/`after` never hold a secret column.
 */
export const logEntries = pgTable(
  "log_entries",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** info | warning | error */
    level: text("level").notNull(),
    /** users, settings, webhooks, … sign_in, email, delivery, import (the contract's list). */
    area: text("area").notNull(),
    /** change (the trigger) | event (recordLogEvent) */
    kind: text("kind").notNull(),
    /** created | updated | deleted, or the event's name. */
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    subjectLabel: text("subject_label"),
    /** Who acted (the transaction's app.user_id); null: Fennec itself or an API client. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    /** An event's message key (logs namespace) and its values. */
    message: text("message"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("log_entries_tenant_at").on(t.tenantId, t.at),
    index("log_entries_tenant_user_at").on(t.tenantId, t.userId, t.at),
  ],
);
