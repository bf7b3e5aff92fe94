import { createRoute } from "@hono/zod-openapi";
import type pg from "pg";
import { entrySchema } from "../../contracts/assets/asset-entry.ts";
import { entryInputSchema } from "../../contracts/assets/asset-entry-input.ts";
import type { ApiApp } from "../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../http/openapi-helpers.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import {
  createEntry,
  deleteEntry,
  getEntry,
  listEntries,
  updateEntry,
} from "./asset-entries-service.ts";
import {
  assetTypeIdParamsSchema,
  entryListQuerySchema,
  entryListSchema,
  entryParamsSchema,
} from "./asset-type-schemas.ts";

const PATH = "/dynamic-assets/asset-types/{assetTypeId}/entries";

/** `filter[key]=value` query parameters: equality on a field. */
function filtersFrom(url: string): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, value] of new URL(url).searchParams) {
    const key = name.match(/^filter\[(.+)\]$/)?.[1];
    if (key) filters[key] = value;
  }
  return filters;
}

/** Entries of an asset type (not in the spec; designed in its style, docs/decisions/006). */
export function registerAssetEntryRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:reference_data")];
  const write = [signedIn, requirePermission("write:reference_data")];

  api.openapi(
    createRoute({
      method: "get",
      path: PATH,
      summary: "List the entries of an asset type",
      description:
        "A page of entries: `search` looks in every value, `filter[key]=value` keeps those whose field equals the value, `sort` names the field to order by (by default the type's name or code field).",
      middleware: read,
      request: { params: assetTypeIdParamsSchema, query: entryListQuerySchema },
      responses: { 200: jsonResponse(entryListSchema, "A page of entries") },
    }),
    async (c) => {
      const query = { ...c.req.valid("query"), filters: filtersFrom(c.req.url) };
      const path = new URL(c.req.url).pathname;
      return c.json(
        await listEntries(
          pool,
          c.get("auth").tenant.id,
          c.req.valid("param").assetTypeId,
          query,
          path,
        ),
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "post",
      path: PATH,
      summary: "Create an entry of an asset type",
      description:
        "Its values are checked against the type's fields (422); a value taken under a Unique index answers 409.",
      middleware: write,
      request: { params: assetTypeIdParamsSchema, ...jsonBody(entryInputSchema) },
      responses: { 201: jsonResponse(dataOf(entrySchema), "Created") },
    }),
    async (c) =>
      c.json(
        {
          data: await createEntry(
            pool,
            c.get("auth").tenant.id,
            c.req.valid("param").assetTypeId,
            c.req.valid("json").values,
            c.req.valid("json").links,
          ),
        },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/{entryId}`,
      summary: "Get an entry of an asset type",
      middleware: read,
      request: { params: entryParamsSchema },
      responses: { 200: jsonResponse(dataOf(entrySchema), "An entry") },
    }),
    async (c) => {
      const { assetTypeId, entryId } = c.req.valid("param");
      return c.json(
        { data: await getEntry(pool, c.get("auth").tenant.id, assetTypeId, entryId) },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${PATH}/{entryId}`,
      summary: "Replace an entry's values",
      description:
        "Every field: one not sent is cleared. The relationships named in `links` get those links; others keep theirs.",
      middleware: write,
      request: { params: entryParamsSchema, ...jsonBody(entryInputSchema) },
      responses: { 200: jsonResponse(dataOf(entrySchema), "Changed") },
    }),
    async (c) => {
      const { assetTypeId, entryId } = c.req.valid("param");
      const { values, links } = c.req.valid("json");
      return c.json(
        {
          data: await updateEntry(
            pool,
            c.get("auth").tenant.id,
            assetTypeId,
            entryId,
            values,
            links,
          ),
        },
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${PATH}/{entryId}`,
      summary: "Delete an entry of an asset type",
      middleware: write,
      request: { params: entryParamsSchema },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      const { assetTypeId, entryId } = c.req.valid("param");
      await deleteEntry(pool, c.get("auth").tenant.id, assetTypeId, entryId);
      return c.body(null, 204);
    },
  );
}
