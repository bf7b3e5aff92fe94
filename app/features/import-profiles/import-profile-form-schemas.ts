import { z } from "zod";
import { FILE_ENCODINGS } from "../../../server/contracts/connectivity/file-encodings";
import {
  AFTER_IMPORT_ACTIONS,
  IMPORT_FTP_SECURITY,
  IMPORT_SCHEDULE_KINDS,
  IMPORT_TRANSFER_PROTOCOLS,
} from "../../../server/contracts/connectivity/import-profile";
import { delimiters } from "../imports/import-options";

// Messages are translation keys (see lib/translate-message.ts). The limits are the API's
// (server/contracts/connectivity/import-profile.ts), checked here first so that a mistake is
// marked next to its field before anything is sent.

const key = (name: string) => `import-profiles:errors.${name}`;

const name = z
  .string({ error: key("nameRequired") })
  .trim()
  .min(1, { error: key("nameRequired") })
  .max(200, { error: key("tooLong") });
const assetTypeId = z.uuid({ error: key("assetTypeRequired") });

/** /admin/import-profiles: a new profile, with its name and asset type. */
export const createImportProfileSchema = z.object({
  intent: z.literal("create"),
  name,
  asset_type_id: assetTypeId,
});

export const generalInfoSchema = z.object({
  intent: z.literal("general"),
  name,
  active: z.boolean().default(false),
  asset_type_id: assetTypeId,
});

/** A remote path as the API takes it: no `..` segment, backslash or NUL. */
const remotePath = (required: string) =>
  z
    .string({ error: key(required) })
    .trim()
    .min(1, { error: key(required) })
    .max(1000, { error: key("tooLong") })
    .refine(
      (value) => !value.includes("\\") && !value.includes("\0") && !value.split("/").includes(".."),
      { error: key("pathInvalid") },
    );

export const configurationSchema = z
  .object({
    intent: z.literal("configuration"),
    protocol: z.enum(IMPORT_TRANSFER_PROTOCOLS, { error: key("protocolRequired") }),
    host: z
      .string({ error: key("hostRequired") })
      .trim()
      .min(1, { error: key("hostRequired") })
      .max(253, { error: key("tooLong") })
      .refine((value) => !/[\s/@]/.test(value), { error: key("hostInvalid") }),
    port: z
      .number({ error: key("portInvalid") })
      .int({ error: key("portInvalid") })
      .min(1, { error: key("portInvalid") })
      .max(65535, { error: key("portInvalid") })
      .optional(),
    username: z
      .string({ error: key("usernameRequired") })
      .trim()
      .min(1, { error: key("usernameRequired") })
      .max(200, { error: key("tooLong") }),
    /** Left empty, the stored one is kept. */
    password: z
      .string()
      .max(1000, { error: key("tooLong") })
      .optional(),
    remove_password: z.boolean().default(false),
    private_key: z
      .string()
      .max(20_000, { error: key("tooLong") })
      .optional(),
    remove_private_key: z.boolean().default(false),
    security: z.enum(IMPORT_FTP_SECURITY).default("none"),
    reset_host_key: z.boolean().default(false),
    directory: remotePath("directoryRequired"),
    file_name_pattern: z
      .string({ error: key("patternRequired") })
      .trim()
      .min(1, { error: key("patternRequired") })
      .max(200, { error: key("tooLong") })
      .refine((value) => !value.includes("/") && !value.includes("\\"), {
        error: key("patternInvalid"),
      }),
    encoding: z.enum(FILE_ENCODINGS).default("UTF-8"),
    after_import: z.enum(AFTER_IMPORT_ACTIONS).default("keep"),
    move_to: remotePath("moveToRequired").optional(),
  })
  .refine((form) => form.after_import !== "move" || Boolean(form.move_to), {
    error: key("moveToRequired"),
    path: ["move_to"],
  });
export type ConfigurationForm = z.infer<typeof configurationSchema>;

/** Connects with the saved settings. */
export const testConnectionSchema = z.object({ intent: z.literal("test") });

/** Makes the directory browsed to the profile's directory. */
export const useDirectorySchema = z.object({
  intent: z.literal("use-directory"),
  path: remotePath("directoryRequired"),
});

export const DELIMITER_NAMES = Object.keys(delimiters) as Array<keyof typeof delimiters>;

/**
 * The mapping's rows: a column name and the field it fills (empty: skip it). Rows without a
 * column name are left out, so a form can offer a few empty rows to add columns.
 */
export const mappingSchema = z.object({
  intent: z.literal("mapping"),
  columns: z
    .array(
      z
        .string()
        .trim()
        .max(200, { error: key("tooLong") })
        .optional(),
    )
    .default([]),
  fields: z.array(z.string().optional()).default([]),
  match_field: z.string().optional(),
  /** Empty: detected per file. */
  delimiter: z.enum(DELIMITER_NAMES).optional(),
});
export type MappingForm = z.infer<typeof mappingSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const scheduleSchema = z
  .object({
    intent: z.literal("schedule"),
    kind: z.enum(IMPORT_SCHEDULE_KINDS, { error: key("kindRequired") }),
    time: z
      .string()
      .regex(TIME, { error: key("timeInvalid") })
      .optional(),
    weekday: z.number().int().min(0).max(6).optional(),
    cron: z
      .string()
      .trim()
      .max(200, { error: key("tooLong") })
      .regex(/^\S+(\s+\S+){4}$/, { error: key("cronInvalid") })
      .optional(),
  })
  .superRefine((form, ctx) => {
    if ((form.kind === "daily" || form.kind === "weekly") && !form.time)
      ctx.addIssue({ code: "custom", message: key("timeRequired"), path: ["time"] });
    if (form.kind === "weekly" && form.weekday === undefined)
      ctx.addIssue({ code: "custom", message: key("weekdayRequired"), path: ["weekday"] });
    if (form.kind === "cron" && !form.cron)
      ctx.addIssue({ code: "custom", message: key("cronRequired"), path: ["cron"] });
  });
export type ScheduleForm = z.infer<typeof scheduleSchema>;

export const runNowSchema = z.object({ intent: z.literal("run") });
export const deleteImportProfileSchema = z.object({ intent: z.literal("delete") });

/** The forms of /admin/import-profiles/{id}, told apart by `intent` (convention 3). */
export const importProfilePageFormSchema = z.discriminatedUnion("intent", [
  generalInfoSchema,
  configurationSchema,
  testConnectionSchema,
  useDirectorySchema,
  mappingSchema,
  scheduleSchema,
  runNowSchema,
  deleteImportProfileSchema,
]);
export type ImportProfilePageForm = z.infer<typeof importProfilePageFormSchema>;
export type ImportProfilePageIntent = ImportProfilePageForm["intent"];

const INTENTS: readonly string[] = [
  "general",
  "configuration",
  "test",
  "use-directory",
  "mapping",
  "schedule",
  "run",
  "delete",
] satisfies ImportProfilePageIntent[];

export function isImportProfilePageIntent(value: unknown): value is ImportProfilePageIntent {
  return typeof value === "string" && INTENTS.includes(value);
}
