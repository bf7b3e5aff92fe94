import { z } from "zod";
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  EXPORT_TEMPLATE_MAX_LENGTH,
} from "../../../server/contracts/connectivity/export-profile";
import { FILE_ENCODINGS } from "../../../server/contracts/connectivity/file-encodings";
import {
  FTP_SECURITY,
  TRANSFER_PROTOCOLS,
} from "../../../server/contracts/connectivity/remote-server";
import { WEBHOOK_AUTH_SCHEMES } from "../../../server/contracts/connectivity/webhook";

// Messages are translation keys (lib/translate-message.ts). The limits are the API's contract,
// checked here first so that a mistake is marked next to its field before anything is sent.

const required = (key: string) =>
  z
    .string({ error: `export-profiles:errors.${key}` })
    .trim()
    .min(1, {
      error: `export-profiles:errors.${key}`,
    });
const optionalText = (max: number) =>
  z.string().trim().max(max, { error: "export-profiles:errors.tooLong" }).optional();

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Name, kind and the connection of that kind: a server for ftp, an endpoint for api. */
export const saveGeneralInfoSchema = z
  .object({
    intent: z.literal("save"),
    name: required("nameRequired").pipe(
      z.string().max(200, { error: "export-profiles:errors.tooLong" }),
    ),
    active: z.boolean().default(false),
    kind: z.enum(EXPORT_KINDS, { error: "export-profiles:errors.kindRequired" }),
    /** Only on create: the starting template. */
    format: z.enum(EXPORT_FORMATS).optional(),
    protocol: z.enum(TRANSFER_PROTOCOLS).default("sftp"),
    host: optionalText(253),
    port: z
      .number({ error: "export-profiles:errors.portInvalid" })
      .int({ error: "export-profiles:errors.portInvalid" })
      .min(1, { error: "export-profiles:errors.portInvalid" })
      .max(65535, { error: "export-profiles:errors.portInvalid" })
      .optional(),
    username: optionalText(200),
    /** Left empty, the stored one is kept. */
    password: z.string().max(1000, { error: "export-profiles:errors.tooLong" }).optional(),
    private_key: z.string().max(20_000, { error: "export-profiles:errors.tooLong" }).optional(),
    security: z.enum(FTP_SECURITY).default("none"),
    reset_host_key: z.boolean().default(false),
    url: optionalText(2000),
    auth_scheme: z.enum(WEBHOOK_AUTH_SCHEMES).default("None"),
    auth_username: optionalText(200),
    auth_secret: z.string().max(1000, { error: "export-profiles:errors.tooLong" }).optional(),
  })
  .superRefine((form, context) => {
    const missing = (path: string, key: string) =>
      context.addIssue({ code: "custom", path: [path], message: `export-profiles:errors.${key}` });
    if (form.kind === "ftp") {
      if (!form.host) missing("host", "hostRequired");
      else if (!/^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$/.test(form.host))
        missing("host", "hostInvalid");
      if (!form.username) missing("username", "usernameRequired");
    } else {
      if (!form.url) missing("url", "urlRequired");
      else if (!isHttpUrl(form.url)) missing("url", "urlInvalid");
      if (form.auth_scheme === "Basic" && !form.auth_username)
        missing("auth_username", "usernameRequired");
    }
  });
export type GeneralInfoValues = z.infer<typeof saveGeneralInfoSchema>;

/** Tests the saved connection. */
export const testConnectionSchema = z.object({ intent: z.literal("test") });

/** The directory the files are written to, typed or chosen while browsing. */
export const savePathSchema = z.object({
  intent: z.literal("path"),
  path: required("pathRequired").pipe(
    z
      .string()
      .max(1024, { error: "export-profiles:errors.tooLong" })
      .refine((path) => !path.split("/").includes(".."), {
        error: "export-profiles:errors.pathInvalid",
      }),
  ),
});

const templateFields = {
  format: z.enum(EXPORT_FORMATS, { error: "export-profiles:errors.formatRequired" }),
  template: z
    .string({ error: "export-profiles:errors.templateRequired" })
    .min(1, { error: "export-profiles:errors.templateRequired" })
    .max(EXPORT_TEMPLATE_MAX_LENGTH, { error: "export-profiles:errors.templateTooLong" }),
  file_name_template: required("fileNameRequired").pipe(
    z.string().max(500, { error: "export-profiles:errors.tooLong" }),
  ),
  encoding: z.enum(FILE_ENCODINGS, { error: "export-profiles:errors.encodingRequired" }),
};

/** The same form, two buttons: see the file for a real order, or save the template. */
export const saveTemplateSchema = z.object({ intent: z.literal("template"), ...templateFields });
export const previewTemplateSchema = z.object({ intent: z.literal("preview"), ...templateFields });
export const templateFormSchema = z.discriminatedUnion("intent", [
  saveTemplateSchema,
  previewTemplateSchema,
]);
export type TemplateForm = z.infer<typeof templateFormSchema>;

/** The forms of /admin/export-profiles/{id}, told apart by `intent` (convention 3). */
export const exportProfilePageFormSchema = z.discriminatedUnion("intent", [
  saveGeneralInfoSchema,
  testConnectionSchema,
  savePathSchema,
  saveTemplateSchema,
  previewTemplateSchema,
]);
export type ExportProfilePageIntent = z.infer<typeof exportProfilePageFormSchema>["intent"];

const INTENTS: readonly string[] = ["save", "test", "path", "template", "preview"];
export function isExportProfilePageIntent(value: unknown): value is ExportProfilePageIntent {
  return typeof value === "string" && INTENTS.includes(value);
}

export const deleteExportProfileSchema = z.object({
  intent: z.literal("delete"),
  id: z.string(),
  confirm: z
    .boolean({ error: "export-profiles:errors.confirmDelete" })
    .refine((confirmed) => confirmed, { error: "export-profiles:errors.confirmDelete" }),
});
