import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  apiClientInputSchema,
  apiClientSchema,
  apiClientWithSecretSchema,
} from "../../../contracts/connectivity/api-client.ts";
import { pageMetaSchema } from "../../../contracts/paging/page-meta.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import { pageQuerySchema } from "../../../http/paging.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import {
  createApiClient,
  deleteApiClient,
  getApiClient,
  listApiClients,
  revokeApiClient,
  updateApiClient,
} from "./api-clients-service.ts";

const BASE = "/connectivity/api-clients";
const paramsSchema = z.object({ id: z.string() });

/** API clients (spec section 7, connectivity; decision 042): an administrator's, as webhooks'. */
export function registerApiClientRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const manage = [authenticate(provider, pool), requirePermission("manage:connectivity")];

  api.openapi(
    createRoute({
      method: "get",
      path: BASE,
      summary: "List API clients",
      middleware: manage,
      request: { query: pageQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(apiClientSchema), meta: pageMetaSchema }),
          "API clients, by name",
        ),
      },
    }),
    async (c) =>
      c.json(
        await listApiClients(
          pool,
          c.get("auth").tenant.id,
          c.req.valid("query"),
          new URL(c.req.url).pathname,
        ),
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: BASE,
      summary: "Create an API client",
      description:
        "Answers its client id and secret, the secret this once; it is never shown again. The client signs in with the client-credentials flow at /oauth/token, with the scopes given here.",
      middleware: manage,
      request: jsonBody(apiClientInputSchema),
      responses: {
        201: jsonResponse(dataOf(apiClientWithSecretSchema), "Created; the secret, this once"),
      },
    }),
    async (c) =>
      c.json(
        { data: await createApiClient(pool, c.get("auth").tenant.id, c.req.valid("json")) },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}`,
      summary: "Get an API client",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 200: jsonResponse(dataOf(apiClientSchema), "An API client") },
    }),
    async (c) =>
      c.json(
        { data: await getApiClient(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}`,
      summary: "Change an API client",
      description:
        "Its name, scopes and expiration; live tokens lose a removed scope at their next call.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(apiClientInputSchema) },
      responses: { 200: jsonResponse(dataOf(apiClientSchema), "The changed API client") },
    }),
    async (c) => {
      const changed = await updateApiClient(
        pool,
        c.get("auth").tenant.id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ data: changed }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${BASE}/{id}`,
      summary: "Delete an API client",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 204: { description: "Deleted; its tokens end at once" } },
    }),
    async (c) => {
      await deleteApiClient(pool, c.get("auth").tenant.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/{id}/revoke`,
      summary: "Revoke an API client's secret",
      description:
        "Makes a new secret, answered this once, and ends every token of the client at once.",
      middleware: manage,
      request: { params: paramsSchema },
      responses: {
        200: jsonResponse(
          dataOf(apiClientWithSecretSchema),
          "New credentials, the secret this once; every token of the client has ended",
        ),
      },
    }),
    async (c) =>
      c.json(
        { data: await revokeApiClient(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );
}
