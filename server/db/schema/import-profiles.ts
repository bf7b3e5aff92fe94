import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  ImportProfileRunFile,
  ImportRunStatus,
  ImportScheduleKind,
} from "../../contracts/connectivity/import-profile.ts";
import { assetTypes } from "./assets.ts";
import { tenants } from "./tenants.ts";

/** Where and how a profile fetches its files; the secrets are kept apart, sealed. */
export type StoredImportConfiguration = {
  protocol: "ftp" | "sftp";
  host: string;
  port: number | null;
  username: string;
  security: "none" | "ssl" | "tls" | "auto";
  directory: string;
  fileNamePattern: string;
  encoding: "UTF-8" | "ISO-8859-1" | "ISO-8859-15" | "ISO-8859-2";
  afterImport: "keep" | "delete" | "move";
  moveTo: string | null;
};

export type StoredImportMapping = {
  columns: string[];
  mapping: Array<string | null>;
  matchField: string | null;
  delimiter: string | null;
};

export type StoredImportSchedule = {
  kind: ImportScheduleKind;
  time: string | null;
  weekday: number | null;
  cron: string | null;
};

/**
 * A profile that fetches reference-data files from an FTP or SFTP directory and imports them
 * into one asset type (issue 19; decision 047).
 */
export const importProfiles = pgTable(
  "import_profiles",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    assetTypeId: uuid("asset_type_id").notNull(),
    configuration: jsonb("configuration").$type<StoredImportConfiguration>(),
    /** Sealed by the secret box; never answered. */
    sealedPassword: text("sealed_password"),
    sealedPrivateKey: text("sealed_private_key"),
    /** SFTP: pinned on the first successful connection. */
    hostKeyFingerprint: text("host_key_fingerprint"),
    mapping: jsonb("mapping").$type<StoredImportMapping>(),
    schedule: jsonb("schedule")
      .$type<StoredImportSchedule>()
      .notNull()
      .default({ kind: "none", time: null, weekday: null, cron: null }),
    /** The schedule as one cron expression, read in the tenant's time zone; null: none. */
    cronExpression: text("cron_expression"),
    /** When the minute tick starts the next scheduled run; null: not scheduled. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "import_profiles_asset_type",
      columns: [t.tenantId, t.assetTypeId],
      foreignColumns: [assetTypes.tenantId, assetTypes.id],
    }).onDelete("cascade"),
    unique("import_profiles_tenant_id_id").on(t.tenantId, t.id),
    index("import_profiles_due")
      .on(t.nextRunAt)
      .where(sql`${t.active} and ${t.nextRunAt} is not null`),
  ],
);

/** One run of a profile; at most one `running` per profile (a unique partial index). */
export const importProfileRuns = pgTable(
  "import_profile_runs",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    profileId: uuid("profile_id").notNull(),
    trigger: text("trigger").$type<"schedule" | "manual">().notNull(),
    status: text("status").$type<ImportRunStatus>().notNull().default("running"),
    files: jsonb("files").$type<ImportProfileRunFile[]>().notNull().default([]),
    error: jsonb("error").$type<{ code: string; message: string }>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: "import_profile_runs_profile",
      columns: [t.tenantId, t.profileId],
      foreignColumns: [importProfiles.tenantId, importProfiles.id],
    }).onDelete("cascade"),
    index("import_profile_runs_profile_started").on(t.profileId, t.startedAt),
    uniqueIndex("import_profile_runs_one_running")
      .on(t.profileId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/**
 * The files a profile imported, by name, size and checksum: never imported again, even when
 * moving or deleting the remote file afterwards failed.
 */
export const importProfileFiles = pgTable(
  "import_profile_files",
  {
    tenantId: uuid("tenant_id").notNull(),
    profileId: uuid("profile_id").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** sha256, hex. */
    checksum: text("checksum").notNull(),
    runId: uuid("run_id"),
    importId: uuid("import_id"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "import_profile_files_profile",
      columns: [t.tenantId, t.profileId],
      foreignColumns: [importProfiles.tenantId, importProfiles.id],
    }).onDelete("cascade"),
    unique("import_profile_files_identity").on(t.profileId, t.name, t.size, t.checksum),
  ],
);
