import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import type { ApiApp } from "../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../http/openapi-helpers.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import { createField, deleteField, listFields, updateField } from "./asset-type-fields-service.ts";
import {
  assetTypeIdParamsSchema,
  assetTypeInputSchema,
  assetTypeParamsSchema,
  assetTypeSchema,
  fieldInputSchema,
  fieldParamsSchema,
  fieldSchema,
} from "./asset-type-schemas.ts";
import {
  createAssetType,
  deleteAssetType,
  emptyEntry,
  getAssetType,
  listAssetTypes,
  updateAssetType,
} from "./asset-types-service.ts";

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
      middleware: read,
      responses: { 200: jsonResponse(dataOf(z.array(assetTypeSchema)), "Asset types") },
    }),
    async (c) => c.json({ data: await listAssetTypes(pool, tenantOf(c.get("auth"))) }, 200),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/asset-types`,
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

  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/asset-type-fields`,
      middleware: read,
      responses: {
        200: jsonResponse(dataOf(z.array(fieldSchema)), "Every field of every asset type"),
      },
    }),
    async (c) => c.json({ data: await listFields(pool, tenantOf(c.get("auth"))) }, 200),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/asset-types/{assetTypeId}/fields`,
      middleware: read,
      request: { params: assetTypeIdParamsSchema },
      responses: { 200: jsonResponse(dataOf(z.array(fieldSchema)), "Fields, in order") },
    }),
    async (c) =>
      c.json(
        { data: await listFields(pool, tenantOf(c.get("auth")), c.req.valid("param").assetTypeId) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/asset-types/{assetTypeId}/fields`,
      middleware: design,
      request: { params: assetTypeIdParamsSchema, ...jsonBody(fieldInputSchema) },
      responses: { 201: jsonResponse(dataOf(fieldSchema), "Created") },
    }),
    async (c) =>
      c.json(
        {
          data: await createField(
            pool,
            tenantOf(c.get("auth")),
            c.req.valid("param").assetTypeId,
            c.req.valid("json"),
          ),
        },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/asset-types/{assetTypeId}/fields/{fieldId}`,
      middleware: design,
      request: { params: fieldParamsSchema, ...jsonBody(fieldInputSchema) },
      responses: { 200: jsonResponse(dataOf(fieldSchema), "Changed") },
    }),
    async (c) => {
      const { assetTypeId, fieldId } = c.req.valid("param");
      return c.json(
        {
          data: await updateField(
            pool,
            tenantOf(c.get("auth")),
            assetTypeId,
            fieldId,
            c.req.valid("json"),
          ),
        },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${BASE}/asset-types/{assetTypeId}/fields/{fieldId}`,
      middleware: design,
      request: { params: fieldParamsSchema },
      responses: { 204: { description: "Deleted, with its values" } },
    }),
    async (c) => {
      const { assetTypeId, fieldId } = c.req.valid("param");
      await deleteField(pool, tenantOf(c.get("auth")), assetTypeId, fieldId);
      return c.body(null, 204);
    },
  );
}
