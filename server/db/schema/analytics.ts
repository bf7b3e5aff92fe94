import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/** The counting columns of both rollups (decision 049 defines each). */
const figureColumns = () => ({
  emails: integer("emails").notNull().default(0),
  received: integer("received").notNull().default(0),
  lines: integer("lines").notNull().default(0),
  validated: integer("validated").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  reopened: integer("reopened").notNull().default(0),
  sentOk: integer("sent_ok").notNull().default(0),
  aiErrors: integer("ai_errors").notNull().default(0),
  erpErrors: integer("erp_errors").notNull().default(0),
  accuracySum: doublePrecision("accuracy_sum").notNull().default(0),
  accuracyCount: integer("accuracy_count").notNull().default(0),
  touchless: integer("touchless").notNull().default(0),
  validateMsSum: bigint("validate_ms_sum", { mode: "number" }).notNull().default(0),
  validateCount: integer("validate_count").notNull().default(0),
  submitMsSum: bigint("submit_ms_sum", { mode: "number" }).notNull().default(0),
  submitCount: integer("submit_count").notNull().default(0),
});

/** Who acted, how often, how many orders they validated and when last (decision 049). */
const actorColumns = () => ({
  kind: text("kind").notNull(),
  actorId: uuid("actor_id").notNull(),
  events: integer("events").notNull().default(0),
  validated: integer("validated").notNull().default(0),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});

/**
 * The analytics rollup (decision 049): one row per tenant per UTC hour, kept up to date by
 * triggers on the tables where the events happen (migration 0023), so a dashboard sums a few
 * hundred rows instead of scanning every order. Every column is defined in decision 049.
 */
export const analyticsHourly = pgTable(
  "analytics_hourly",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    ...figureColumns(),
    /** A delta row not yet folded into its hour's one row (decision 049, analytics.compact). */
    pending: boolean("pending").notNull().default(true),
  },
  // By hour too: every tenant's figures together (platform) read a period of all of them.
  // Delta rows, several per hour (decision 049, migration 0025): no key, so no lock is shared.
  (t) => [
    index("analytics_hourly_tenant_hour").on(t.tenantId, t.hour),
    index("analytics_hourly_hour").on(t.hour),
    index("analytics_hourly_pending").on(t.tenantId, t.hour).where(sql`pending`),
  ],
);

/**
 * Who did something in an hour (decision 049), for what cannot be summed from counts: distinct
 * active users, distinct channels that received messages, and when a tenant's people last acted.
 * `kind` is `user` (validations and edits), `channel` (messages received) or `sign_in` (a member
 * signed in: last online only, never an active user).
 */
export const analyticsActorHourly = pgTable(
  "analytics_actor_hourly",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    ...actorColumns(),
    pending: boolean("pending").notNull().default(true),
  },
  (t) => [
    index("analytics_actor_hourly_tenant").on(t.tenantId, t.kind, t.hour, t.actorId),
    index("analytics_actor_hourly_kind_hour").on(t.kind, t.hour),
    index("analytics_actor_hourly_pending").on(t.tenantId, t.hour).where(sql`pending`),
  ],
);

/**
 * The same deltas again per UTC day (decision 049, migration 0027): a long period reads a row
 * per day, and only the hours at its edges (a local midnight is not a UTC one) from the hourly
 * table. Written by the same triggers, in the same transaction, so the two always agree.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    ...figureColumns(),
    pending: boolean("pending").notNull().default(true),
  },
  (t) => [
    index("analytics_daily_tenant_day").on(t.tenantId, t.day),
    index("analytics_daily_day").on(t.day),
    index("analytics_daily_pending").on(t.tenantId, t.day).where(sql`pending`),
  ],
);

export const analyticsActorDaily = pgTable(
  "analytics_actor_daily",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    ...actorColumns(),
    pending: boolean("pending").notNull().default(true),
  },
  (t) => [
    index("analytics_actor_daily_tenant").on(t.tenantId, t.kind, t.day, t.actorId),
    index("analytics_actor_daily_kind_day").on(t.kind, t.day),
    index("analytics_actor_daily_pending").on(t.tenantId, t.day).where(sql`pending`),
  ],
);

/**
 * Who acted on a day of the tenant's own time zone (decision 049, migration 0030): the distinct
 * channels and people of a local day are one row per actor, where the UTC rollups need its 23 to
 * 25 hourly rows (a local midnight is not a UTC one). Only `user` and `channel` (what is counted
 * distinctly); an hour belongs to the local day it starts in. Written by the same triggers with
 * every delta, under a share lock on the tenant's settings row; a change of the tenant's time
 * zone rebuilds them from the hourly rows in its own transaction.
 */
export const analyticsActorLocalDaily = pgTable(
  "analytics_actor_local_daily",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    ...actorColumns(),
    pending: boolean("pending").notNull().default(true),
  },
  (t) => [
    // Every tenant together reads it by tenant too (the tenants whose zone is the read's).
    index("analytics_actor_local_daily_tenant").on(t.tenantId, t.kind, t.day, t.actorId),
    index("analytics_actor_local_daily_pending").on(t.tenantId, t.day).where(sql`pending`),
  ],
);
