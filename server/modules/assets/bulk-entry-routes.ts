import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  BULK_ENTRIES_MAX,
  bulkEntriesInputSchema,
  bulkEntriesResultSchema,
} from "../../contracts/assets/bulk-entries.ts";
import type { ApiApp } from "../../http/api-app.ts";
import { jsonBody, jsonResponse } from "../../http/openapi-helpers.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import { assetTypeIdParamsSchema } from "./asset-type-schemas.ts";
import { bulkUpsertEntries } from "./bulk-upsert-entries.ts";

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** The bulk upsert of an asset type's entries, for integrators (decision 043). */
export function registerBulkEntryRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  api.openapi(
    createRoute({
      method: "post",
      path: "/dynamic-assets/asset-types/{assetTypeId}/entries/bulk",
      tags: ["Integrators"],
      summary: "Create or update many entries (bulk upsert)",
      description:
        `Up to ${BULK_ENTRIES_MAX} entries per call, each matched on \`match_field\` (by ` +
        "default the type's field with a Unique index, else its code or number): created when " +
        "no entry has its value, else updated with the values sent (fields not sent keep " +
        "theirs), or unchanged when they are already so. Each entry is checked and written on " +
        "its own: one refused is reported with its index and field errors, the others are " +
        "written. The same call twice answers unchanged for every entry the second time. " +
        "Needs write:reference_data.",
      middleware: [authenticate(provider, pool), requirePermission("write:reference_data")],
      request: { params: assetTypeIdParamsSchema, ...jsonBody(bulkEntriesInputSchema) },
      responses: {
        200: jsonResponse(bulkEntriesResultSchema, "The outcome of each entry"),
        403: jsonResponse(errorSchema, "Without write:reference_data"),
        404: jsonResponse(errorSchema, "Asset type with ID {id} not found"),
        413: jsonResponse(errorSchema, "The body is larger than the API takes (1 MB)"),
        422: jsonResponse(
          errorSchema,
          `More than ${BULK_ENTRIES_MAX} entries, none, or no match field`,
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await bulkUpsertEntries(
            pool,
            c.get("auth").tenant.id,
            c.req.valid("param").assetTypeId,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );
}
