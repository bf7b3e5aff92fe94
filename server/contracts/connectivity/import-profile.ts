import { z } from "zod";
import { importChangesSchema } from "../imports/asset-import.ts";
import { IMPORT_MAX_COLUMNS } from "../imports/file-formats.ts";
import { FILE_ENCODINGS } from "./file-encodings.ts";
import { ENTRY_KINDS, FTP_SECURITY, TRANSFER_PROTOCOLS } from "./remote-server.ts";

/**
 * What the import profiles API (spec section 7, connectivity; issue 19; decision 047) takes and
 * answers, for the routes and the screens alike (decision 041). A profile fetches files matching
 * a pattern from an FTP or SFTP directory, on a schedule or on demand, and imports each through
 * the dynamic-asset import into one asset type, with a saved mapping.
 *
 * Base path: /api/connectivity/profiles/import. Secrets (password, private key) are taken, stored
 * sealed and answered only as `password_set` / `private_key_set`.
 */

/** Spec section 3: the lists every remote server shares (remote-server.ts). */
export const IMPORT_TRANSFER_PROTOCOLS = TRANSFER_PROTOCOLS;
export const IMPORT_FTP_SECURITY = FTP_SECURITY;
export const IMPORT_ENTRY_KINDS = ENTRY_KINDS;

/** What happens to a remote file once imported. */
export const AFTER_IMPORT_ACTIONS = ["keep", "delete", "move"] as const;
export type AfterImportAction = (typeof AFTER_IMPORT_ACTIONS)[number];

export const IMPORT_SCHEDULE_KINDS = ["none", "hourly", "daily", "weekly", "cron"] as const;
export type ImportScheduleKind = (typeof IMPORT_SCHEDULE_KINDS)[number];

export const IMPORT_RUN_TRIGGERS = ["schedule", "manual"] as const;
/**
 * completed: every file was imported, skipped or refused for its name; failed: the connection
 * failed, took too long or was too slow, or a file could not be imported.
 */
export const IMPORT_RUN_STATUSES = ["running", "completed", "failed"] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];
/**
 * `refused-unusable-name`: a matching file whose name Fennec will not send back to the server
 * (a backslash or a control character; shown with `?` for each control character), left alone
 * until it is renamed there.
 */
export const IMPORT_RUN_FILE_OUTCOMES = [
  "imported",
  "skipped-already-imported",
  "refused-unusable-name",
  "failed",
] as const;
export type ImportRunFileOutcome = (typeof IMPORT_RUN_FILE_OUTCOMES)[number];
/** What was done with the remote file afterwards; `failed` is recorded, the file stays imported. */
export const AFTER_IMPORT_OUTCOMES = ["kept", "deleted", "moved", "failed"] as const;

/** Refused rows listed per file in a run's record; further ones are only counted. */
export const IMPORT_RUN_MAX_LISTED_REFUSALS = 100;

const PATH_MAX = 1000;

/** Absolute or relative remote path without `..` segments, NUL or backslashes. */
function isSafeRemotePath(value: string): boolean {
  return !value.includes("\0") && !value.includes("\\") && !value.split("/").includes("..");
}
const remotePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(PATH_MAX)
  .refine(isSafeRemotePath, { error: "The path may not contain '..', backslashes or NUL" });

/** A file name glob: `*` any characters, `?` one; no directories. */
const fileNamePatternSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => !value.includes("/") && !value.includes("\\") && !value.includes("\0"), {
    error: "The pattern is a file name, without directories",
  });

// ---------------------------------------------------------------------------------------------
// Requests

/** POST (create) and PUT /{id}/update/general-info. */
export const importProfileGeneralInfoInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    active: z.boolean().default(true),
    /** The asset type the files are imported into. */
    asset_type_id: z.uuid(),
  })
  .meta({ id: "ImportProfileGeneralInfoInput" });
export type ImportProfileGeneralInfoInput = z.input<typeof importProfileGeneralInfoInputSchema>;

/** POST /api/connectivity/profiles/import: a profile is created with its general info. */
export const importProfileCreateInputSchema = importProfileGeneralInfoInputSchema.meta({
  id: "ImportProfileCreateInput",
});

/**
 * PUT /{id}/update/configuration. `password` / `private_key`: left out or empty keeps the stored
 * one while the server stays the same (decision 065: another protocol, implicit TLS, host or port
 * needs them again), `null` removes it. Changing the server, or `reset_host_key`, forgets the
 * pinned SFTP host key (the next connection pins the key it is shown).
 */
export const importProfileConfigurationInputSchema = z
  .object({
    protocol: z.enum(IMPORT_TRANSFER_PROTOCOLS),
    host: z
      .string()
      .trim()
      .min(1)
      .max(253)
      .refine((value) => !/[\s/@]/.test(value), { error: "A host name or address, nothing else" }),
    /** null or left out: the protocol's default (21, 990 for ssl, 22). */
    port: z.number().int().min(1).max(65535).nullish(),
    username: z.string().trim().min(1).max(200),
    password: z.string().max(1000).nullish(),
    /** SFTP only: an OpenSSH or PEM private key. */
    private_key: z.string().max(20_000).nullish(),
    /** FTP only. */
    security: z.enum(IMPORT_FTP_SECURITY).default("none"),
    reset_host_key: z.boolean().default(false),
    directory: remotePathSchema.default("/"),
    file_name_pattern: fileNamePatternSchema,
    encoding: z.enum(FILE_ENCODINGS).default("UTF-8"),
    after_import: z.enum(AFTER_IMPORT_ACTIONS).default("keep"),
    /** The directory a file is moved to, with `after_import: "move"`. */
    move_to: remotePathSchema.nullish(),
  })
  .refine((input) => input.after_import !== "move" || !!input.move_to, {
    error: "Choose the directory to move imported files to",
    path: ["move_to"],
  })
  .meta({ id: "ImportProfileConfigurationInput" });
export type ImportProfileConfigurationInput = z.input<typeof importProfileConfigurationInputSchema>;

/**
 * PUT /{id}/update/mapping: the file's columns (its header, in order) and, per column, the field
 * key of the asset type it fills or null to skip it, as the dynamic-asset imports map them
 * (`mapping`, `match_field`, `delimiter` are the imports API's). A fetched file's columns are
 * matched to these by header name (case and surrounding spaces ignored), so a reordered file
 * still imports; a column the mapping does not name is skipped.
 */
export const importProfileMappingInputSchema = z
  .object({
    columns: z.array(z.string().trim().min(1).max(200)).min(1).max(IMPORT_MAX_COLUMNS),
    mapping: importChangesSchema.shape.mapping.unwrap(),
    match_field: importChangesSchema.shape.match_field,
    /** CSV: left out to detect it per file. */
    delimiter: importChangesSchema.shape.delimiter,
  })
  .refine((input) => input.columns.length === input.mapping.length, {
    error: "The mapping needs one entry per column",
    path: ["mapping"],
  })
  .meta({ id: "ImportProfileMappingInput" });
export type ImportProfileMappingInput = z.input<typeof importProfileMappingInputSchema>;

const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "A time as HH:MM" })
  .meta({ example: "02:30" });
/** Five fields (minute hour day-of-month month day-of-week); the server checks it with cron-parser. */
const cronSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\S+(\s+\S+){4}$/, { error: "A cron expression has five fields" })
  .meta({ example: "30 2 * * 1-5" });

/**
 * PUT /{id}/update/schedule, in the tenant's time zone. hourly: at the minute of `time` (its hour
 * is ignored; 00 when left out); daily: at `time`; weekly: on `weekday` (0 = Sunday … 6 =
 * Saturday, as cron counts) at `time`; cron: `cron`.
 */
export const importProfileScheduleInputSchema = z
  .object({
    kind: z.enum(IMPORT_SCHEDULE_KINDS),
    time: timeSchema.nullish(),
    weekday: z.number().int().min(0).max(6).nullish(),
    cron: cronSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if ((input.kind === "daily" || input.kind === "weekly") && !input.time)
      ctx.addIssue({ code: "custom", message: "Choose the time", path: ["time"] });
    if (input.kind === "weekly" && (input.weekday === null || input.weekday === undefined))
      ctx.addIssue({ code: "custom", message: "Choose the day", path: ["weekday"] });
    if (input.kind === "cron" && !input.cron)
      ctx.addIssue({ code: "custom", message: "Write the cron expression", path: ["cron"] });
  })
  .meta({ id: "ImportProfileScheduleInput" });
export type ImportProfileScheduleInput = z.input<typeof importProfileScheduleInputSchema>;

/** GET /{id}/files?path= : a directory on the profile's server; left out: the profile's directory. */
export const importProfileFilesQuerySchema = z.object({ path: remotePathSchema.optional() });

// ---------------------------------------------------------------------------------------------
// Answers

export const importProfileConfigurationSchema = z
  .object({
    protocol: z.enum(IMPORT_TRANSFER_PROTOCOLS),
    host: z.string(),
    port: z.number().nullable(),
    username: z.string(),
    password_set: z.boolean(),
    private_key_set: z.boolean(),
    security: z.enum(IMPORT_FTP_SECURITY),
    /** SFTP: the host key pinned on the first successful connection (`SHA256:…`); null before. */
    host_key_fingerprint: z.string().nullable(),
    directory: z.string(),
    file_name_pattern: z.string(),
    encoding: z.enum(FILE_ENCODINGS),
    after_import: z.enum(AFTER_IMPORT_ACTIONS),
    move_to: z.string().nullable(),
  })
  .meta({ id: "ImportProfileConfiguration" });

export const importProfileMappingSchema = z
  .object({
    columns: z.array(z.string()),
    mapping: z.array(z.string().nullable()),
    match_field: z.string().nullable(),
    delimiter: z.string().nullable(),
  })
  .meta({ id: "ImportProfileMapping" });

export const importProfileScheduleSchema = z
  .object({
    kind: z.enum(IMPORT_SCHEDULE_KINDS),
    time: z.string().nullable(),
    weekday: z.number().nullable(),
    cron: z.string().nullable(),
    /** What runs it: the cron expression the choices make; null for `none`. */
    cron_expression: z.string().nullable(),
    /** The tenant's time zone (settings), in which the expression is read. */
    time_zone: z.string(),
    /** ISO 8601; null when not scheduled or the profile is inactive. */
    next_run_at: z.string().nullable(),
  })
  .meta({ id: "ImportProfileSchedule" });

export const importProfileRunSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_RUN_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});

export const importProfileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    active: z.boolean(),
    asset_type_id: z.uuid(),
    asset_type_name: z.string(),
    /** null until saved once. */
    configuration: importProfileConfigurationSchema.nullable(),
    /** null until saved once; a run refuses to start without it. */
    mapping: importProfileMappingSchema.nullable(),
    schedule: importProfileScheduleSchema,
    last_run: importProfileRunSummarySchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ImportProfile" });
export type ImportProfile = z.infer<typeof importProfileSchema>;

export const importProfileEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  kind: z.enum(IMPORT_ENTRY_KINDS),
  size: z.number().nullable(),
  modified_at: z.string().nullable(),
  /** A file whose name matches the profile's pattern (directories: false). */
  matches_pattern: z.boolean(),
});

/** GET /{id}/files: one directory's entries, directories first. */
export const importProfileFilesSchema = z
  .object({
    path: z.string(),
    /** The directory above; null at the root. */
    parent: z.string().nullable(),
    entries: z.array(importProfileEntrySchema),
  })
  .meta({ id: "ImportProfileFiles" });
export type ImportProfileFiles = z.infer<typeof importProfileFilesSchema>;

/**
 * Why a connection or transfer failed: `code` is one of the remote-file error codes (refused,
 * unreachable, timeout, authentication, host-key-changed, tls, not-found, permission,
 * invalid-path, too-large, deadline, too-slow, protocol) or `not-configured` / `no-mapping` /
 * `import`; the message
 * is English, for an administrator, and never shows a secret.
 */
export const importProfileErrorSchema = z.object({ code: z.string(), message: z.string() });

/** POST /{id}/test: connects with the saved configuration and lists the directory. */
export const importProfileTestResultSchema = z
  .object({
    ok: z.boolean(),
    error: importProfileErrorSchema.nullable(),
    /** SFTP: the key the server showed; pinned now when none was. */
    host_key_fingerprint: z.string().nullable(),
    host_key_newly_pinned: z.boolean(),
    /** Files in the directory whose names match the pattern. */
    matching_files: z.number(),
  })
  .meta({ id: "ImportProfileTestResult" });
export type ImportProfileTestResult = z.infer<typeof importProfileTestResultSchema>;

export const importProfileRefusedRowSchema = z.object({
  /** The row's number in the file, the header being row 1. */
  row: z.number(),
  reason: z.string(),
});

export const importProfileRunFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  /** sha256, hex; null when the download failed. */
  checksum: z.string().nullable(),
  outcome: z.enum(IMPORT_RUN_FILE_OUTCOMES),
  /** The import it went through (GET /api/imports/{id}); null when skipped or not downloaded. */
  import_id: z.uuid().nullable(),
  created_rows: z.number(),
  updated_rows: z.number(),
  refused_rows: z.number(),
  /** The first 100 refused rows. */
  refused: z.array(importProfileRefusedRowSchema),
  after_import: z.enum(AFTER_IMPORT_OUTCOMES).nullable(),
  after_import_error: z.string().nullable(),
  error: z.string().nullable(),
});
export type ImportProfileRunFile = z.infer<typeof importProfileRunFileSchema>;

/** GET /{id}/records (paged, newest first) and POST /{id}/run (202). */
export const importProfileRunSchema = z
  .object({
    id: z.uuid(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    trigger: z.enum(IMPORT_RUN_TRIGGERS),
    status: z.enum(IMPORT_RUN_STATUSES),
    files: z.array(importProfileRunFileSchema),
    error: importProfileErrorSchema.nullable(),
  })
  .meta({ id: "ImportProfileRun" });
export type ImportProfileRun = z.infer<typeof importProfileRunSchema>;
