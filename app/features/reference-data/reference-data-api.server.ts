import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import { entrySchema } from "../../../server/contracts/assets/asset-entry";
import type { EntryInput as ContractEntryInput } from "../../../server/contracts/assets/asset-entry-input";
import {
  type AssetType,
  assetTypeSchema,
  fieldSchema,
} from "../../../server/contracts/assets/asset-type";
import {
  aiFieldSchema,
  formFieldSchema,
  relationshipSchema,
  tableFieldSchema,
} from "../../../server/contracts/assets/asset-type-design";
import type { AiFieldKey } from "./code-option";
import { entriesPerPage } from "./entry-list-query";
import type { AssetTypeLayout } from "./field-layout";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/dynamic-assets/asset-types";

export { type Entry, entrySchema } from "../../../server/contracts/assets/asset-entry";
// The asset types and entries contracts (decision 041); the entry and asset type re-exported so
// the pages did not change.
export {
  type AssetType,
  assetTypeSchema,
} from "../../../server/contracts/assets/asset-type";

const typePath = (typeId: string) => `${BASE}/${encodeURIComponent(typeId)}`;
const entryPath = (typeId: string, entryId: string) =>
  `${typePath(typeId)}/entries/${encodeURIComponent(entryId)}`;

export async function listAssetTypes(context: Context) {
  return readApiData(await getApi(context).request(BASE), z.array(assetTypeSchema));
}

/**
 * What the screen needs to know about an asset type: its fields, in the order of its form and
 * of its table, each with its kind, and its relationships.
 */
export async function loadAssetTypeLayout(
  context: Context,
  type: AssetType,
): Promise<AssetTypeLayout> {
  const api = getApi(context);
  const [fields, formFields, tableFields, relationships] = await Promise.all([
    api.request(`${typePath(type.id)}/fields`).then((r) => readApiData(r, z.array(fieldSchema))),
    api
      .request(`${typePath(type.id)}/form-fields`)
      .then((r) => readApiData(r, z.array(formFieldSchema))),
    api
      .request(`${typePath(type.id)}/table-fields`)
      .then((r) => readApiData(r, z.array(tableFieldSchema))),
    api
      .request(`${typePath(type.id)}/relationships`)
      .then((r) => readApiData(r, z.array(relationshipSchema))),
  ]);
  const byId = new Map(fields.map((field) => [field.id, field]));
  const place = <K extends string>(kind: K, fieldId: string) => {
    const field = byId.get(fieldId);
    return field
      ? {
          key: field.key,
          label: field.label,
          dataType: field.data_type,
          required: field.required,
          options: field.options,
          kind,
        }
      : null;
  };
  return {
    type,
    formFields: formFields.flatMap(
      (placement) => place(placement.input_kind, placement.field_id) ?? [],
    ),
    columns: tableFields.flatMap(
      (placement) => place(placement.display_kind, placement.field_id) ?? [],
    ),
    relationships: relationships.map((relationship) => ({
      key: relationship.key,
      label: relationship.label,
      kind: relationship.kind,
      targetTypeId: relationship.target_asset_type_id,
    })),
  };
}

/**
 * The AI fields of an asset type (what the extraction matches on) as keys of its entries'
 * values, in the order of the type's fields.
 */
export async function listAiFieldKeys(context: Context, typeId: string): Promise<AiFieldKey[]> {
  const api = getApi(context);
  const [fields, aiFields] = await Promise.all([
    api.request(`${typePath(typeId)}/fields`).then((r) => readApiData(r, z.array(fieldSchema))),
    api
      .request(`${typePath(typeId)}/ai-fields`)
      .then((r) => readApiData(r, z.array(aiFieldSchema))),
  ]);
  return fields.flatMap((field) =>
    aiFields
      .filter((aiField) => aiField.field_id === field.id)
      .map((aiField) => ({ purpose: aiField.purpose, key: field.key })),
  );
}

export type EntryListQuery = {
  search?: string;
  sort?: string;
  order?: "asc" | "desc";
  page?: number;
  perPage?: number;
};

export async function listEntries(context: Context, typeId: string, query: EntryListQuery) {
  const response = await getApi(context).request(`${typePath(typeId)}/entries`, {
    query: {
      search: query.search,
      sort: query.sort,
      order: query.sort ? query.order : undefined,
      page: query.page,
      per_page: query.perPage ?? entriesPerPage,
    },
  });
  return readApiPage(response, entrySchema);
}

/** The entry, or null when it is gone (deleted meanwhile, or never this tenant's). */
/** The entry a page opens: an unknown one is the API's 404 ('Entry with ID … not found'). */
export async function getEntry(context: Context, typeId: string, entryId: string) {
  return readApiData(await getApi(context).request(entryPath(typeId, entryId)), entrySchema);
}

/** An entry that may have gone (a link's target): null when it has. */
export async function findEntry(context: Context, typeId: string, entryId: string) {
  const response = await getApi(context).request(entryPath(typeId, entryId));
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return readApiData(response, entrySchema);
}

// The changes answer with the raw response: the action shows the API's refusals in the form.

/** The entries contract's body; the form always sends every relationship's links. */
export type EntryInput = Required<ContractEntryInput>;

export function createEntry(context: Context, typeId: string, input: EntryInput) {
  return getApi(context).request(`${typePath(typeId)}/entries`, { method: "POST", json: input });
}

export function updateEntry(context: Context, typeId: string, entryId: string, input: EntryInput) {
  return getApi(context).request(entryPath(typeId, entryId), { method: "PUT", json: input });
}

export function deleteEntry(context: Context, typeId: string, entryId: string) {
  return getApi(context).request(entryPath(typeId, entryId), { method: "DELETE" });
}
