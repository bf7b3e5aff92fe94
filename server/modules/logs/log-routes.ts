import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import { logEntrySchema, logQuerySchema } from "../../contracts/logs/log-entry.ts";
import { pageMetaSchema } from "../../contracts/paging/page-meta.ts";
import type { ApiApp } from "../../http/api-app.ts";
import { jsonResponse } from "../../http/openapi-helpers.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import { listLogEntries } from "./list-log-entries.ts";

/** GET /api/log/logs (spec section 7; decision 050): the tenant's log, for read:logs. */
export function registerLogRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  api.openapi(
    createRoute({
      method: "get",
      path: "/log/logs",
      summary: "Search the log",
      middleware: [authenticate(provider, pool), requirePermission("read:logs")],
      request: { query: logQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(logEntrySchema), meta: pageMetaSchema }),
          "The log: changes and system events, newest first",
        ),
      },
    }),
    async (c) =>
      c.json(
        await listLogEntries(
          pool,
          c.get("auth").tenant.id,
          c.req.valid("query"),
          new URL(c.req.url).pathname,
        ),
        200,
      ),
  );
}
