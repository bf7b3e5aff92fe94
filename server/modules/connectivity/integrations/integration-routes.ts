import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import { availableIntegrationSchema } from "../../../contracts/connectivity/integration.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import type { Provider } from "../../../oauth/provider.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { AVAILABLE_INTEGRATIONS } from "./erp-connector-types.ts";
import {
  connectionTestResultSchema,
  integrationInputSchema,
  integrationSchema,
  integrationTestInputSchema,
} from "./integration-input.ts";
import {
  createIntegration,
  deleteIntegration,
  getIntegration,
  listIntegrations,
  testIntegration,
  updateIntegration,
} from "./integrations-service.ts";

const BASE = "/connectivity";
const paramsSchema = z.object({ id: z.string() });

/** Integrations (spec section 7, connectivity); every route is an administrator's, as channels'. */
export function registerIntegrationRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  box: SecretBox,
  guard: OutboundGuard,
) {
  const manage = [authenticate(provider, pool), requirePermission("manage:connectivity")];

  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/available-integrations`,
      summary: "List the ERP types",
      description: "The ERP types an integration can have and the settings each takes.",
      middleware: manage,
      responses: {
        200: jsonResponse(
          dataOf(z.array(availableIntegrationSchema)),
          "The ERP types and their settings",
        ),
      },
    }),
    (c) => c.json({ data: AVAILABLE_INTEGRATIONS }, 200),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/integrations/test`,
      summary: "Test an integration's settings",
      description:
        "Connects to the ERP with the settings sent, saved or not, through the outbound guard, and answers what worked. With `id` and no API key, the saved key is used, but only for the origin (scheme, host and port) it was saved for: for another base URL, 422 `secret_address_changed` asks for the key again.",
      middleware: manage,
      request: jsonBody(integrationTestInputSchema),
      responses: {
        200: jsonResponse(dataOf(connectionTestResultSchema), "What worked and what did not"),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await testIntegration(
            pool,
            box,
            guard,
            c.get("auth").tenant.id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/integrations`,
      summary: "List integrations",
      middleware: manage,
      responses: { 200: jsonResponse(dataOf(z.array(integrationSchema)), "Integrations") },
    }),
    async (c) => c.json({ data: await listIntegrations(pool, c.get("auth").tenant.id) }, 200),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/integrations`,
      summary: "Create an integration",
      description:
        "The API key is required, stored encrypted and never answered (`api_key_set` says it is there).",
      middleware: manage,
      request: jsonBody(integrationInputSchema),
      responses: { 201: jsonResponse(dataOf(integrationSchema), "Created") },
    }),
    async (c) =>
      c.json(
        {
          data: await createIntegration(pool, box, c.get("auth").tenant.id, c.req.valid("json")),
        },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/integrations/{id}`,
      summary: "Get an integration",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 200: jsonResponse(dataOf(integrationSchema), "An integration") },
    }),
    async (c) =>
      c.json(
        { data: await getIntegration(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/integrations/{id}`,
      summary: "Change an integration",
      description:
        "Its ERP type stays; an empty API key keeps the stored one while the base URL keeps its origin (scheme, host and port). Another origin needs the key again (422 `secret_address_changed`).",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(integrationInputSchema) },
      responses: { 200: jsonResponse(dataOf(integrationSchema), "The changed integration") },
    }),
    async (c) => {
      const changed = await updateIntegration(
        pool,
        box,
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
      path: `${BASE}/integrations/{id}`,
      summary: "Delete an integration",
      description: "The orders' deliveries to it stay in their history.",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteIntegration(pool, c.get("auth").tenant.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
}
