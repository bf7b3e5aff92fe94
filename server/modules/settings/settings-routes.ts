import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import { settingsSchema } from "../../contracts/settings/settings.ts";
import type { ApiApp } from "../../http/api-app.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import { readSettings, saveSettings } from "./settings-service.ts";

const response = {
  description: "The current tenant's settings",
  content: { "application/json": { schema: z.object({ data: settingsSchema }) } },
};

/** GET and PUT /api/settings. Reading needs a signed-in member; changing, manage:settings. */
export function registerSettingsRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  api.openapi(
    createRoute({
      method: "get",
      path: "/settings",
      summary: "Get the current tenant's settings",
      middleware: [signedIn],
      responses: { 200: response },
    }),
    async (c) => c.json({ data: await readSettings(pool, c.get("auth").tenant.id) }, 200),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: "/settings",
      summary: "Save the current tenant's settings",
      middleware: [signedIn, requirePermission("manage:settings")],
      request: {
        body: { content: { "application/json": { schema: settingsSchema } }, required: true },
      },
      responses: { 200: response },
    }),
    async (c) =>
      c.json({ data: await saveSettings(pool, c.get("auth").tenant.id, c.req.valid("json")) }, 200),
  );
}
