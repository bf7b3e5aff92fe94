import { z } from "zod";
import { FILE_ENCODINGS } from "./file-encodings.ts";
import { remoteServerInputSchema, remoteServerSchema } from "./remote-server.ts";
import { WEBHOOK_AUTH_SCHEMES, webhookUrlSchema } from "./webhook.ts";

/**
 * What the export profiles API takes and answers (spec section 7; decision 046). A profile
 * writes each validated order as a file on an FTP/SFTP server (kind `ftp`) or posts it to an
 * HTTP endpoint (kind `api`), rendered by its template.
 */

/** Spec section 3. */
export const EXPORT_KINDS = ["ftp", "api"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The starting point of a template; the file's content type for kind `api`. */
export const EXPORT_FORMATS = ["csv", "xml", "json", "text"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_TEMPLATE_MAX_LENGTH = 100_000;

const apiTargetInput = z.object({
  url: webhookUrlSchema,
  auth_scheme: z.enum(WEBHOOK_AUTH_SCHEMES).default("None"),
  auth_username: z.string().trim().max(200).nullish(),
  /** The Basic password or Bearer token; empty keeps the stored one for the same origin (decision 065). */
  auth_secret: z.string().max(1000).optional(),
});

/** POST and PUT /{id}/update/general-info: the name, and where the files go. */
export const exportProfileGeneralInfoSchema = z
  .object({
    name: z.string().trim().min(1, { error: "The name is required" }).max(200),
    active: z.boolean().default(true),
    kind: z.enum(EXPORT_KINDS),
    /** Kind ftp. */
    server: remoteServerInputSchema.nullish(),
    /** Kind api. */
    api: apiTargetInput.nullish(),
    /** On create: the starting template (default csv). */
    format: z.enum(EXPORT_FORMATS).optional(),
  })
  .meta({ id: "ExportProfileGeneralInfo" });
export type ExportProfileGeneralInfo = z.infer<typeof exportProfileGeneralInfoSchema>;

/** PUT /{id}/update/path: the directory on the server the files are written to. */
export const exportProfilePathSchema = z
  .object({ path: z.string().trim().min(1).max(1024) })
  .meta({ id: "ExportProfilePath" });

/** PUT /{id}/update/template. */
export const exportProfileTemplateSchema = z
  .object({
    format: z.enum(EXPORT_FORMATS),
    template: z
      .string()
      .min(1, { error: "The template is required" })
      .max(EXPORT_TEMPLATE_MAX_LENGTH, { error: "The template is too long" }),
    file_name_template: z.string().trim().min(1, { error: "The file name is required" }).max(500),
    encoding: z.enum(FILE_ENCODINGS),
  })
  .meta({ id: "ExportProfileTemplate" });
export type ExportProfileTemplate = z.infer<typeof exportProfileTemplateSchema>;

/** POST /{id}/preview: the profile's template, or the one posted, with a validated order. */
export const exportPreviewInputSchema = z
  .object({
    template: exportProfileTemplateSchema.partial().optional(),
    /** An order inquiry of the tenant; default the last validated one. */
    order_id: z.uuid().optional(),
  })
  .meta({ id: "ExportPreviewInput" });
export type ExportPreviewInput = z.infer<typeof exportPreviewInputSchema>;

/**
 * Template errors Fennec itself raises (decision 061), by a stable code the web translates:
 * the render took longer than its budget, needed more memory than it may, walked a range over
 * 100,000 numbers, made a file over 10 MB, or made a file name that is empty or only an
 * extension. Errors of the template language itself have no code: their message says it.
 */
export const TEMPLATE_ERROR_CODES = [
  "too-slow",
  "too-much-memory",
  "range-too-large",
  "too-large",
  "empty-file-name",
] as const;
export type TemplateErrorCode = (typeof TEMPLATE_ERROR_CODES)[number];

/** Where a template failed, for the editor to point at. */
export const templateErrorSchema = z.object({
  message: z.string(),
  line: z.number().nullable(),
  column: z.number().nullable(),
  /** Which template: the body or the file name. */
  field: z.enum(["template", "file_name_template"]),
  code: z.enum(TEMPLATE_ERROR_CODES).nullable(),
});
export type TemplateError = z.infer<typeof templateErrorSchema>;

export const exportPreviewSchema = z
  .object({
    order_id: z.string().nullable(),
    order_reference: z.string().nullable(),
    file_name: z.string().nullable(),
    content: z.string().nullable(),
    encoding: z.enum(FILE_ENCODINGS),
    bytes: z.number().nullable(),
    error: templateErrorSchema.nullable(),
  })
  .meta({ id: "ExportPreview" });
export type ExportPreview = z.infer<typeof exportPreviewSchema>;

export const exportProfileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    active: z.boolean(),
    kind: z.enum(EXPORT_KINDS),
    server: remoteServerSchema.nullable(),
    api: z
      .object({
        url: z.string(),
        auth_scheme: z.enum(WEBHOOK_AUTH_SCHEMES),
        auth_username: z.string().nullable(),
        auth_secret_set: z.boolean(),
      })
      .nullable(),
    path: z.string(),
    format: z.enum(EXPORT_FORMATS),
    template: z.string(),
    file_name_template: z.string(),
    encoding: z.enum(FILE_ENCODINGS),
    last_run_at: z.string().nullable(),
    last_run_status: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ExportProfile" });
export type ExportProfile = z.infer<typeof exportProfileSchema>;

/** Spec-less but needed: one attempt of writing one order (the profile's delivery log). */
export const EXPORT_RUN_STATUSES = ["pending", "written", "failed"] as const;
export const exportAttemptSchema = z
  .object({
    id: z.uuid(),
    run_id: z.uuid(),
    order_id: z.uuid(),
    order_reference: z.string().nullable(),
    order_version: z.number(),
    run_status: z.enum(EXPORT_RUN_STATUSES),
    at: z.string(),
    outcome: z.enum(["written", "retry", "give-up"]),
    /** The file written (kind ftp) or the HTTP status (kind api). */
    file_path: z.string().nullable(),
    status_code: z.number().nullable(),
    duration_ms: z.number(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  })
  .meta({ id: "ExportAttempt" });
export type ExportAttempt = z.infer<typeof exportAttemptSchema>;
