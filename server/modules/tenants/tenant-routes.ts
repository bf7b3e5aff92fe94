import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import { tenantSchema } from "../../contracts/identity/user.ts";
import type { ApiApp } from "../../http/api-app.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate } from "../identity/authenticate.ts";

/** GET /api/tenant/current: the tenant this request works in. */
export function registerTenantRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  api.openapi(
    createRoute({
      method: "get",
      path: "/tenant/current",
      summary: "Get the current tenant",
      middleware: [authenticate(provider, pool)],
      responses: {
        200: {
          description: "The current tenant",
          content: { "application/json": { schema: z.object({ data: tenantSchema }) } },
        },
      },
    }),
    (c) => c.json({ data: c.get("auth").tenant }, 200),
  );
}
