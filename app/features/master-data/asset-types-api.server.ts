import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import { assetTypeSchema, fieldSchema } from "../../../server/contracts/assets/asset-type";
import {
  formFieldSchema,
  tableFieldSchema,
} from "../../../server/contracts/assets/asset-type-design";
import type { Placement } from "./design-kinds";

// The asset-type designer's side of /api/dynamic-assets (spec section 7).

// The asset types contract (decision 041), re-exported so the pages did not change.
export {
  type AssetType,
  assetTypeSchema,
  type Field,
  fieldSchema,
} from "../../../server/contracts/assets/asset-type";
export {
  type AiField,
  aiFieldSchema,
  type FieldIndex,
  indexSchema,
  type Relationship,
  relationshipSchema,
} from "../../../server/contracts/assets/asset-type-design";

/** A form field or a table field, with its kind under one name. */
export type PlacedField = { id: string; field_id: string; kind: string; position: number };

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/dynamic-assets";
const typePath = (id: string) => `${BASE}/asset-types/${encodeURIComponent(id)}`;
const subPath = (assetTypeId: string, segment: string, id?: string) =>
  `${typePath(assetTypeId)}/${segment}${id === undefined ? "" : `/${encodeURIComponent(id)}`}`;

export async function listAssetTypes(context: Context) {
  const response = await getApi(context).request(`${BASE}/asset-types`);
  return readApiData(response, z.array(assetTypeSchema));
}

/** Every field of every asset type of the tenant, in one call. */
export async function listAllFields(context: Context) {
  const response = await getApi(context).request(`${BASE}/asset-type-fields`);
  return readApiData(response, z.array(fieldSchema));
}

/** How many entries an asset type holds: the total of a one-entry page. */
export async function countEntries(context: Context, assetTypeId: string) {
  const response = await getApi(context).request(subPath(assetTypeId, "entries"), {
    query: { per_page: 1 },
  });
  return (await readApiPage(response, z.unknown())).meta.total;
}

/** The raw answer: the designer turns a 404 into the not-found screen. */
export function getAssetType(context: Context, id: string) {
  return getApi(context).request(typePath(id));
}

export async function listOf<T>(
  context: Context,
  assetTypeId: string,
  segment: "fields" | "ai-fields" | "indexes" | "relationships",
  schema: z.ZodType<T>,
) {
  const response = await getApi(context).request(subPath(assetTypeId, segment));
  return readApiData(response, z.array(schema));
}

export async function listPlacedFields(
  context: Context,
  assetTypeId: string,
  placement: Placement,
): Promise<PlacedField[]> {
  const response = await getApi(context).request(subPath(assetTypeId, placement));
  if (placement === "form-fields") {
    const rows = await readApiData(response, z.array(formFieldSchema));
    return rows.map((row) => ({
      id: row.id,
      field_id: row.field_id,
      kind: row.input_kind,
      position: row.position,
    }));
  }
  const rows = await readApiData(response, z.array(tableFieldSchema));
  return rows.map((row) => ({
    id: row.id,
    field_id: row.field_id,
    kind: row.display_kind,
    position: row.position,
  }));
}

/** The JSON body of a placement: its kind goes by another name in each of the two. */
export function placementBody(placement: Placement, kind: string) {
  return placement === "form-fields" ? { input_kind: kind } : { display_kind: kind };
}

// The changes answer with the raw response: the actions show the API's refusals in the form.

export function createAssetType(
  context: Context,
  input: { key?: string; name: string; description: string },
) {
  return getApi(context).request(`${BASE}/asset-types`, { method: "POST", json: input });
}

export function updateAssetType(
  context: Context,
  id: string,
  input: { name: string; description: string },
) {
  return getApi(context).request(typePath(id), { method: "PUT", json: input });
}

export function deleteAssetType(context: Context, id: string) {
  return getApi(context).request(typePath(id), { method: "DELETE" });
}

/** POST on a sub-resource collection of an asset type. */
export function createIn(context: Context, assetTypeId: string, segment: string, json: unknown) {
  return getApi(context).request(subPath(assetTypeId, segment), { method: "POST", json });
}

/** PUT on one sub-resource of an asset type. */
export function updateIn(
  context: Context,
  assetTypeId: string,
  segment: string,
  id: string,
  json: unknown,
) {
  return getApi(context).request(subPath(assetTypeId, segment, id), { method: "PUT", json });
}

/** DELETE on one sub-resource of an asset type. */
export function deleteIn(context: Context, assetTypeId: string, segment: string, id: string) {
  return getApi(context).request(subPath(assetTypeId, segment, id), { method: "DELETE" });
}

/**
 * GET …/{placement}/{id}/up or /down, and GET …/{placement}/generate. They change the design
 * although spec section 7 makes them GETs, so the web sends them only for a posted form (the
 * designer's action): never from a loader or a link, which a prefetch or a crawler would follow.
 */
export function placementCommand(
  context: Context,
  request: Request,
  assetTypeId: string,
  placement: Placement,
  command: "generate" | { id: string; direction: "up" | "down"; position?: number },
) {
  // With the position the field was seen at, a repeated move changes nothing more.
  const seenAt = command !== "generate" && command.position !== undefined;
  const path =
    command === "generate"
      ? subPath(assetTypeId, placement, "generate")
      : `${subPath(assetTypeId, placement, command.id)}/${command.direction}${
          seenAt ? `?position=${command.position}` : ""
        }`;
  if (request.method !== "POST") {
    throw new Error(`${path} changes the design: only a posted form may send it`);
  }
  return getApi(context).request(path);
}
