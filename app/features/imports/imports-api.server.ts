import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import { fieldSchema } from "../../../server/contracts/assets/asset-type";
import {
  type ImportChanges,
  type ImportRowError,
  importSchema,
  importWithErrorsSchema,
} from "../../../server/contracts/imports/asset-import";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/dynamic-assets/imports";

// Checked against the API's contract (decision 041).
export type { AssetImport, ImportChanges } from "../../../server/contracts/imports/asset-import";
export type RowError = ImportRowError;

/** A field of the asset type imported into, as the mapping shows it: the asset types contract. */
export type { Field as ImportField } from "../../../server/contracts/assets/asset-type";

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
  return readApiData(response, z.array(fieldSchema));
}

// The changes answer with the raw response: the action shows the API's refusals in the form.

export function uploadImport(context: Context, assetTypeId: string, file: File) {
  const body = new FormData();
  body.set("asset_type_id", assetTypeId);
  body.set("file", file, file.name);
  return getApi(context).request(BASE, { method: "POST", multipart: body });
}

export function updateImport(context: Context, id: string, changes: ImportChanges) {
  return getApi(context).request(importPath(id), { method: "PUT", json: changes });
}

export function deleteImport(context: Context, id: string) {
  return getApi(context).request(importPath(id), { method: "DELETE" });
}
