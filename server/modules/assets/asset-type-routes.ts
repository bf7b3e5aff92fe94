import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  assetTypeInputSchema,
  assetTypeSchema,
  fieldInputSchema,
  fieldSchema,
} from "../../contracts/assets/asset-type.ts";
import type { ApiApp } from "../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../http/openapi-helpers.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import { createField, deleteField, listFields, updateField } from "./asset-type-fields-service.ts";
import { assetTypeParamsSchema } from "./asset-type-schemas.ts";
import {
  createAssetType,
  deleteAssetType,
  emptyEntry,
  getAssetType,
  listAssetTypes,
  updateAssetType,
} from "./asset-types-service.ts";
import { registerSubResourceRoutes } from "./sub-resource-routes.ts";

const BASE = "/dynamic-assets";
const emptyEntrySchema = z.object({
  id: z.null(),
  asset_type_id: z.uuid(),
  values: z.record(z.string(), z.null()),
});

/** Asset types and their fields (spec section 7, dynamic assets). */
export function registerAssetTypeRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:reference_data")];
  const design = [signedIn, requirePermission("manage:asset_types")];
  const tenantOf = (auth: { tenant: { id: string } }) => auth.tenant.id;

  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/asset-types`,
      summary: "List asset types",
      middleware: read,
      responses: { 200: jsonResponse(dataOf(z.array(assetTypeSchema)), "Asset types") },
    }),
    async (c) => c.json({ data: await listAssetTypes(pool, tenantOf(c.get("auth"))) }, 200),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/asset-types`,
      summary: "Create an asset type",
      description: "Without a `key`, one is made from the name; a key already taken answers 409.",
      middleware: design,
      request: jsonBody(assetTypeInputSchema),
      responses: { 201: jsonResponse(dataOf(assetTypeSchema), "Created") },
    }),
    async (c) =>
      c.json(
        { data: await createAssetType(pool, tenantOf(c.get("auth")), c.req.valid("json")) },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/asset-types/{id}`,
      summary: "Get an asset type",
      middleware: read,
      request: { params: assetTypeParamsSchema },
      responses: { 200: jsonResponse(dataOf(assetTypeSchema), "An asset type") },
    }),
    async (c) =>
      c.json(
        { data: await getAssetType(pool, tenantOf(c.get("auth")), c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/asset-types/{id}`,
      summary: "Change an asset type",
      middleware: design,
      request: { params: assetTypeParamsSchema, ...jsonBody(assetTypeInputSchema) },
      responses: { 200: jsonResponse(dataOf(assetTypeSchema), "Changed") },
    }),
    async (c) =>
      c.json(
        {
          data: await updateAssetType(
            pool,
            tenantOf(c.get("auth")),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${BASE}/asset-types/{id}`,
      summary: "Delete an asset type",
      description: "Also deletes its fields, entries and everything else of its design.",
      middleware: design,
      request: { params: assetTypeParamsSchema },
      responses: { 204: { description: "Deleted, with its fields and entries" } },
    }),
    async (c) => {
      await deleteAssetType(pool, tenantOf(c.get("auth")), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/asset-types/{id}/empty-entry`,
      summary: "Get an empty entry of an asset type",
      description: "Every field of the type with no value, for a new-entry form.",
      middleware: read,
      request: { params: assetTypeParamsSchema },
      responses: { 200: jsonResponse(dataOf(emptyEntrySchema), "A new, empty entry") },
    }),
    async (c) =>
      c.json(
        { data: await emptyEntry(pool, tenantOf(c.get("auth")), c.req.valid("param").id) },
        200,
      ),
  );

  registerSubResourceRoutes(api, {
    segment: "fields",
    noun: { one: "field", many: "fields" },
    descriptions: {
      update:
        "A new key moves every entry's value to it; a field with indexes keeps its key (409) until they are deleted.",
      remove:
        "Also deletes its value from every entry of the type, and its form field, table field, AI fields and indexes.",
    },
    listAllPath: `${BASE}/asset-type-fields`,
    schema: fieldSchema,
    inputSchema: fieldInputSchema,
    read,
    write: design,
    service: {
      list: (tenantId, assetTypeId) => listFields(pool, tenantId, assetTypeId),
      create: (tenantId, assetTypeId, input) => createField(pool, tenantId, assetTypeId, input),
      update: (tenantId, assetTypeId, id, input) =>
        updateField(pool, tenantId, assetTypeId, id, input),
      remove: (tenantId, assetTypeId, id) => deleteField(pool, tenantId, assetTypeId, id),
    },
  });
}
