import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import { importStatuses } from "./import-options";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/dynamic-assets/imports";

export const importSchema = z.object({
  id: z.string(),
  asset_type_id: z.string(),
  asset_type_name: z.string(),
  file_name: z.string(),
  file_size: z.number(),
  format: z.enum(["csv", "xlsx"]),
  encoding: z.string().nullable(),
  delimiter: z.string().nullable(),
  columns: z.array(z.string()),
  preview: z.array(z.array(z.string())),
  mapping: z.array(z.string().nullable()),
  match_field: z.string().nullable(),
  status: z.enum(importStatuses),
  total_rows: z.number(),
  processed_rows: z.number(),
  created_rows: z.number(),
  updated_rows: z.number(),
  failed_rows: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type AssetImport = z.infer<typeof importSchema>;

const rowErrorSchema = z.object({
  row: z.number(),
  field: z.string().nullable(),
  message: z.string(),
});
const importWithErrorsSchema = importSchema.extend({ errors: z.array(rowErrorSchema) });
export type RowError = z.infer<typeof rowErrorSchema>;

export const importFieldSchema = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
});
export type ImportField = z.infer<typeof importFieldSchema>;

const importPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const importsPerPage = 20;

export async function listImports(context: Context, page: number) {
  const response = await getApi(context).request(BASE, {
    query: { page, per_page: importsPerPage },
  });
  return readApiPage(response, importSchema);
}

/** The import with its row errors, or null when it is gone (deleted, or another tenant's). */
export async function findImport(context: Context, id: string) {
  const response = await getApi(context).request(importPath(id));
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return readApiData(response, importWithErrorsSchema);
}

export async function listFields(context: Context, assetTypeId: string) {
  const response = await getApi(context).request(
    `/api/dynamic-assets/asset-types/${encodeURIComponent(assetTypeId)}/fields`,
  );
  return readApiData(response, z.array(importFieldSchema));
}

// The changes answer with the raw response: the action shows the API's refusals in the form.

export function uploadImport(context: Context, assetTypeId: string, file: File) {
  const body = new FormData();
  body.set("asset_type_id", assetTypeId);
  body.set("file", file, file.name);
  return getApi(context).request(BASE, { method: "POST", multipart: body });
}

export type ImportChanges = {
  encoding?: string;
  delimiter?: string;
  mapping?: Array<string | null>;
  match_field?: string | null;
  start?: boolean;
};

export function updateImport(context: Context, id: string, changes: ImportChanges) {
  return getApi(context).request(importPath(id), { method: "PUT", json: changes });
}

export function deleteImport(context: Context, id: string) {
  return getApi(context).request(importPath(id), { method: "DELETE" });
}
