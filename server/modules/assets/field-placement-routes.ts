import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  formFieldChangesSchema,
  formFieldInputSchema,
  formFieldSchema,
  tableFieldChangesSchema,
  tableFieldInputSchema,
  tableFieldSchema,
} from "../../contracts/assets/asset-type-design.ts";
import type { ApiApp } from "../../http/api-app.ts";
import { dataOf, jsonResponse } from "../../http/openapi-helpers.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import { assetTypeIdParamsSchema } from "./asset-type-schemas.ts";
import type { FieldDataType } from "./field-data-types.ts";
import {
  addPlacement,
  changePlacement,
  generatePlacements,
  listPlacements,
  movePlacement,
  type PlacementKind,
  removePlacement,
} from "./field-placements-service.ts";
import { defaultDisplayKind, defaultInputKind } from "./placement-kinds.ts";
import { registerSubResourceRoutes } from "./sub-resource-routes.ts";

const formFields: PlacementKind = {
  table: "asset_type_form_fields",
  kindColumn: "input_kind",
  kindKey: "input_kind",
  what: "Asset type form field",
  defaultKind: (dataType: FieldDataType) => defaultInputKind[dataType],
};
const tableFields: PlacementKind = {
  table: "asset_type_table_fields",
  kindColumn: "display_kind",
  kindKey: "display_kind",
  what: "Asset type table field",
  defaultKind: (dataType: FieldDataType) => defaultDisplayKind[dataType],
};

const placementParams = z.object({
  assetTypeId: z.string().max(100),
  fieldId: z.string().max(100),
});

/** Optional, so that callers of the spec's plain GET keep working (docs/decisions/024). */
const moveQuery = z.object({
  position: z.coerce.number().int().min(0).optional().openapi({
    description:
      "The position the field was seen at. Given, the field moves only from there, so a repeated request (a retry, a prefetch) changes nothing more.",
  }),
});

/** Form fields and table fields: ordered, with generate, up and down (spec section 7). */
export function registerFieldPlacementRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  register(api, provider, pool, "form-fields", formFields, "form field", {
    placement: formFieldSchema,
    input: formFieldInputSchema,
    changes: formFieldChangesSchema,
  });
  register(api, provider, pool, "table-fields", tableFields, "table field", {
    placement: tableFieldSchema,
    input: tableFieldInputSchema,
    changes: tableFieldChangesSchema,
  });
}

function register(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  segment: "form-fields" | "table-fields",
  kind: PlacementKind,
  /** What one is called in the operations' summaries: "form field". */
  noun: string,
  /** The contract's placement, its body and its changes; the kind under `kind.kindKey`. */
  schemas: {
    placement: z.ZodType;
    input: z.ZodType<{ field_id: string } & Record<string, string>>;
    changes: z.ZodType<Record<string, string>>;
  },
) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:reference_data")];
  const design = [signedIn, requirePermission("manage:asset_types")];
  const { placement, input, changes } = schemas;
  const list = jsonResponse(dataOf(z.array(placement)), `${kind.what}s, in order`);
  const base = `/dynamic-assets/asset-types/{assetTypeId}/${segment}`;
  const tenant = (c: { get: (key: "auth") => { tenant: { id: string } } }) =>
    c.get("auth").tenant.id;

  registerSubResourceRoutes(api, {
    segment,
    noun: { one: noun, many: `${noun}s` },
    descriptions: {
      create: "Places one of the type's fields at the end; each field is placed once (409).",
    },
    listAllPath: `/dynamic-assets/asset-type-${segment}`,
    schema: placement,
    inputSchema: input,
    changesSchema: changes,
    read,
    write: design,
    service: {
      list: (tenantId, assetTypeId) => listPlacements(pool, tenantId, kind, assetTypeId),
      create: (tenantId, assetTypeId, body) =>
        addPlacement(pool, tenantId, kind, assetTypeId, {
          field_id: String(body.field_id),
          kind: String(body[kind.kindKey]),
        }),
      update: (tenantId, assetTypeId, id, body) =>
        changePlacement(pool, tenantId, kind, assetTypeId, id, {
          kind: String(body[kind.kindKey]),
        }),
      remove: (tenantId, assetTypeId, id) => removePlacement(pool, tenantId, kind, assetTypeId, id),
    },
  });
  api.openapi(
    createRoute({
      method: "get",
      path: `${base}/generate`,
      summary: `Generate the ${noun}s of an asset type`,
      description: `Places every field that is not placed yet, last, with the default kind for its data type, and answers the ${noun}s in order. A GET that writes (spec section 7); a repeat adds nothing.`,
      middleware: design,
      request: { params: assetTypeIdParamsSchema },
      responses: { 200: list },
    }),
    async (c) =>
      c.json(
        { data: await generatePlacements(pool, tenant(c), kind, c.req.valid("param").assetTypeId) },
        200,
      ),
  );
  for (const direction of ["up", "down"] as const) {
    api.openapi(
      createRoute({
        method: "get",
        path: `${base}/{fieldId}/${direction}`,
        summary: `Move a ${noun} ${direction}`,
        description: `Swaps it with its neighbour and answers the ${noun}s in the new order. A GET that writes (spec section 7): give \`position\` so that a repeat moves it no further.`,
        middleware: design,
        request: { params: placementParams, query: moveQuery },
        responses: { 200: list },
      }),
      async (c) => {
        const { assetTypeId, fieldId } = c.req.valid("param");
        const { position } = c.req.valid("query");
        return c.json(
          {
            data: await movePlacement(
              pool,
              tenant(c),
              kind,
              assetTypeId,
              fieldId,
              direction,
              position,
            ),
          },
          200,
        );
      },
    );
  }
}
