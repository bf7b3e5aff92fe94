import { z } from "zod";
import { CSV_DELIMITERS, FILE_ENCODINGS, IMPORT_MAX_COLUMNS } from "./file-formats.ts";
import { IMPORT_STATUSES } from "./import-statuses.ts";

/**
 * What the imports API (spec section 7, dynamic assets) takes and answers, for the routes and the
 * web alike (decision 041). The upload itself is multipart/form-data.
 */

export const importSchema = z
  .object({
    id: z.uuid(),
    asset_type_id: z.uuid(),
    asset_type_name: z.string(),
    file_name: z.string(),
    file_size: z.number(),
    format: z.enum(["csv", "xlsx"]),
    encoding: z.enum(FILE_ENCODINGS).nullable(),
    delimiter: z.string().nullable(),
    columns: z.array(z.string()),
    preview: z.array(z.array(z.string())),
    mapping: z.array(z.string().nullable()),
    match_field: z.string().nullable(),
    status: z.enum(IMPORT_STATUSES),
    total_rows: z.number(),
    processed_rows: z.number(),
    created_rows: z.number(),
    updated_rows: z.number(),
    failed_rows: z.number(),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: "AssetImport" });
export type AssetImport = z.infer<typeof importSchema>;

export const importRowErrorSchema = z.object({
  row: z.number(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** GET /{id}: the import with its row errors. */
export const importWithErrorsSchema = importSchema.extend({
  errors: z.array(importRowErrorSchema),
});

/** PUT /{id}: how to read the file, the mapping, and `start: true` to run it. */
export const importChangesSchema = z.object({
  encoding: z.enum(FILE_ENCODINGS).optional(),
  delimiter: z.enum(CSV_DELIMITERS).optional(),
  mapping: z.array(z.string().nullable()).max(IMPORT_MAX_COLUMNS).optional(),
  match_field: z.string().nullable().optional(),
  start: z.boolean().optional(),
});
export type ImportChanges = z.input<typeof importChangesSchema>;
