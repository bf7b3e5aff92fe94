import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiApp } from "../../http/api-app.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { dataOf, jsonBody, jsonResponse } from "../../http/openapi-helpers.ts";
import { assetTypeIdParamsSchema } from "./asset-type-schemas.ts";

type Service<Input, Changes> = {
  list: (tenantId: string, assetTypeId?: string) => Promise<unknown[]>;
  create: (tenantId: string, assetTypeId: string, input: Input) => Promise<unknown>;
  update?: (tenantId: string, assetTypeId: string, id: string, input: Changes) => Promise<unknown>;
  remove: (tenantId: string, assetTypeId: string, id: string) => Promise<void>;
};

const itemParams = z.object({ assetTypeId: z.string().max(100), fieldId: z.string().max(100) });

/** "a field", "an AI field", "an index". */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/**
 * The routes every sub-resource of an asset type has (spec section 7): the list of all, and
 * per asset type list, create (POST), update (PUT …/{id}, unless the resource has none) and
 * delete (DELETE …/{id}).
 */
export function registerSubResourceRoutes<Input, Changes = Input>(
  api: ApiApp,
  options: {
    segment: string;
    /** What one and several of them are called, for the operations' summaries: "AI field(s)". */
    noun: { one: string; many: string };
    /** What an operation does beyond its summary (side effects, refusals), where it does. */
    descriptions?: { create?: string; update?: string; remove?: string };
    listAllPath: string;
    schema: z.ZodType;
    inputSchema: z.ZodType<Input>;
    /** The body of an update, when it differs from that of a create. */
    changesSchema?: z.ZodType<Changes>;
    service: Service<Input, Changes>;
    read: MiddlewareHandler<AppEnv>[];
    write: MiddlewareHandler<AppEnv>[];
  },
) {
  const { segment, noun, descriptions, schema, inputSchema, service, read, write } = options;
  const base = `/dynamic-assets/asset-types/{assetTypeId}/${segment}`;
  const list = jsonResponse(dataOf(z.array(schema)), segment);
  const one = jsonResponse(dataOf(schema), segment);

  api.openapi(
    createRoute({
      method: "get",
      path: options.listAllPath,
      summary: `List the ${noun.many} of every asset type`,
      middleware: read,
      responses: { 200: list },
    }),
    async (c) => c.json({ data: await service.list(c.get("auth").tenant.id) }, 200),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: base,
      summary: `List the ${noun.many} of an asset type`,
      middleware: read,
      request: { params: assetTypeIdParamsSchema },
      responses: { 200: list },
    }),
    async (c) =>
      c.json(
        { data: await service.list(c.get("auth").tenant.id, c.req.valid("param").assetTypeId) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: base,
      summary: `Add ${withArticle(noun.one)} to an asset type`,
      description: descriptions?.create,
      middleware: write,
      request: { params: assetTypeIdParamsSchema, ...jsonBody(inputSchema) },
      responses: { 201: one },
    }),
    async (c) =>
      c.json(
        {
          data: await service.create(
            c.get("auth").tenant.id,
            c.req.valid("param").assetTypeId,
            c.req.valid("json") as Input,
          ),
        },
        201,
      ),
  );
  const update = service.update;
  if (update) {
    api.openapi(
      createRoute({
        method: "put",
        path: `${base}/{fieldId}`,
        summary: `Change ${withArticle(noun.one)} of an asset type`,
        description: descriptions?.update,
        middleware: write,
        request: { params: itemParams, ...jsonBody(options.changesSchema ?? inputSchema) },
        responses: { 200: one },
      }),
      async (c) => {
        const { assetTypeId, fieldId } = c.req.valid("param");
        const input = c.req.valid("json") as Changes;
        return c.json(
          { data: await update(c.get("auth").tenant.id, assetTypeId, fieldId, input) },
          200,
        );
      },
    );
  }
  api.openapi(
    createRoute({
      method: "delete",
      path: `${base}/{fieldId}`,
      summary: `Delete ${withArticle(noun.one)} of an asset type`,
      description: descriptions?.remove,
      middleware: write,
      request: { params: itemParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      const { assetTypeId, fieldId } = c.req.valid("param");
      await service.remove(c.get("auth").tenant.id, assetTypeId, fieldId);
      return c.body(null, 204);
    },
  );
}
