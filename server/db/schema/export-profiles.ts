import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { orderInquiries } from "./order-inquiries.ts";
import { tenants } from "./tenants.ts";

/**
 * Where and how a tenant's validated orders are written as files (decision 046): an FTP/SFTP
 * server (kind ftp) or an HTTP endpoint (kind api), and the template of the file.
 */
export const exportProfiles = pgTable(
  "export_profiles",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    /** ftp | api */
    kind: text("kind").notNull(),
    /** Kind ftp: ftp | sftp, and the server. */
    protocol: text("protocol"),
    host: text("host"),
    port: integer("port"),
    username: text("username"),
    sealedPassword: text("sealed_password"),
    sealedPrivateKey: text("sealed_private_key"),
    security: text("security").notNull().default("none"),
    /** SFTP: pinned on first successful connection (decision 045). */
    hostKeyFingerprint: text("host_key_fingerprint"),
    /** Kind api. */
    url: text("url"),
    authScheme: text("auth_scheme").notNull().default("None"),
    authUsername: text("auth_username"),
    sealedAuthSecret: text("sealed_auth_secret"),
    path: text("path").notNull().default("/"),
    format: text("format").notNull().default("csv"),
    template: text("template").notNull(),
    fileNameTemplate: text("file_name_template").notNull(),
    encoding: text("encoding").notNull().default("UTF-8"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("export_profiles_tenant_id_id").on(t.tenantId, t.id)],
);

/**
 * One validated order version for one profile (the outbox row, made in the validating
 * transaction): written once. Status: pending → written, or failed (given up).
 */
export const exportRuns = pgTable(
  "export_runs",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    profileId: uuid("profile_id").notNull(),
    inquiryId: uuid("inquiry_id").notNull(),
    orderVersion: integer("order_version").notNull(),
    /** The order.validated payload as it was when validated: what the template renders. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    filePath: text("file_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("export_runs_tenant_id_id").on(t.tenantId, t.id),
    unique("export_runs_once").on(t.profileId, t.inquiryId, t.orderVersion),
    foreignKey({
      name: "export_runs_profile",
      columns: [t.tenantId, t.profileId],
      foreignColumns: [exportProfiles.tenantId, exportProfiles.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "export_runs_inquiry",
      columns: [t.tenantId, t.inquiryId],
      foreignColumns: [orderInquiries.tenantId, orderInquiries.id],
    }).onDelete("cascade"),
    index("export_runs_inquiry").on(t.tenantId, t.inquiryId),
    // /metrics counts the rows by status at every scrape, from this index alone:
    // tenant_id is in it for the row-level security check (decision 053).
    index("export_runs_status").on(t.status, t.tenantId),
  ],
);

/** Every attempt at a run: the profile's and the order's delivery log. */
export const exportAttempts = pgTable(
  "export_attempts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    runId: uuid("run_id").notNull(),
    profileId: uuid("profile_id").notNull(),
    /** written | retry | give-up */
    outcome: text("outcome").notNull(),
    filePath: text("file_path"),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "export_attempts_run",
      columns: [t.tenantId, t.runId],
      foreignColumns: [exportRuns.tenantId, exportRuns.id],
    }).onDelete("cascade"),
    index("export_attempts_profile").on(t.tenantId, t.profileId, t.at),
  ],
);
