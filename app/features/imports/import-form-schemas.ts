import { z } from "zod";
import { type DelimiterName, delimiters, fileEncodings } from "./import-options";

// Messages are translation keys (see lib/translate-message.ts); the API's refusals arrive
// already translated (import-api-errors.server.ts).

/** Uploads are refused here already when they are beyond the API's limit (50 MB). */
export const maxFileMegabytes = 50;
const maxFileBytes = maxFileMegabytes * 1024 * 1024;

export const uploadSchema = z.object({
  intent: z.literal("upload"),
  asset_type_id: z.string({ error: "imports:fileErrors.chooseType" }),
  // An empty file input reaches the schema as undefined.
  file: z
    .instanceof(File, { error: "imports:fileErrors.chooseFile" })
    .refine((file) => file.size > 0, { error: "imports:fileErrors.chooseFile" })
    .refine((file) => file.size <= maxFileBytes, { error: "imports:fileErrors.tooLarge" }),
});

/** A CSV read again with another encoding or delimiter (sent by name: a tab does not survive). */
export const rereadSchema = z.object({
  intent: z.literal("reread"),
  id: z.string(),
  encoding: z.enum(fileEncodings, { error: "imports:errors.chooseEncoding" }),
  delimiter: z.enum(Object.keys(delimiters) as [DelimiterName, ...DelimiterName[]], {
    error: "imports:errors.chooseDelimiter",
  }),
});

/**
 * The field each column fills (`mapping.{n}` by the column's number, empty: skipped), saved,
 * or saved and started. A record rather than a list: conform sends a list of one back as one
 * value, and a file may have one column.
 */
export const mappingSchema = z.object({
  intent: z.enum(["save", "start"]),
  id: z.string(),
  mapping: z.record(z.string(), z.string().optional()).default({}),
  match_field: z.string().optional(),
});

export const deleteImportSchema = z.object({
  intent: z.literal("delete"),
  id: z.string(),
  confirm: z
    .boolean({ error: "imports:errors.confirmDelete" })
    .refine((confirmed) => confirmed, { error: "imports:errors.confirmDelete" }),
});

/** The forms of /reference-data/imports, told apart by `intent` (convention 3). */
export const importFormSchema = z.discriminatedUnion("intent", [
  uploadSchema,
  rereadSchema,
  mappingSchema,
  deleteImportSchema,
]);

export type ImportFormIntent = z.infer<typeof importFormSchema>["intent"];
export const importFormIntents = [
  "upload",
  "reread",
  "save",
  "start",
  "delete",
] as const satisfies readonly ImportFormIntent[];
