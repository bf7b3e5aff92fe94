import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  takenOverSchema,
  validatedOrderFeedQuerySchema,
  validatedOrderFeedSchema,
} from "../../../contracts/orders/validated-order.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { jsonResponse } from "../../../http/openapi-helpers.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { takeOverOrder } from "./take-over-order.ts";
import { readValidatedOrders } from "./validated-orders-feed.ts";

const PATH = "/orders/validated-orders";

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** What an integrator's system reads and answers about validated orders (decision 043). */
export function registerValidatedOrderRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);

  api.openapi(
    createRoute({
      method: "get",
      path: PATH,
      tags: ["Integrators"],
      summary: "Validated orders since a cursor (change feed)",
      description:
        "Every validation of an order, oldest first, after `cursor`. Poll with the answer's " +
        "`next_cursor`: no validation is ever skipped or answered twice, however many commit " +
        "while the feed is read. An order corrected and validated again comes again with a " +
        "higher `version`. Needs read:validated_order.",
      middleware: [signedIn, requirePermission("read:validated_order")],
      request: { query: validatedOrderFeedQuerySchema },
      responses: {
        200: jsonResponse(validatedOrderFeedSchema, "A page of the feed"),
        400: jsonResponse(errorSchema, "The cursor is not one this feed answered"),
        403: jsonResponse(errorSchema, "Without read:validated_order"),
      },
    }),
    async (c) => {
      const path = new URL(c.req.url).pathname;
      return c.json(
        await readValidatedOrders(pool, c.get("auth").tenant.id, c.req.valid("query"), path),
        200,
      );
    },
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${PATH}/{id}/taken-over`,
      tags: ["Integrators"],
      summary: "Mark an order as taken over by another system",
      description:
        "The integrator's system has the order: it becomes completed. Only a validated or " +
        "submitted order; an order already completed is answered as it is. Needs write:order_data.",
      middleware: [signedIn, requirePermission("write:order_data")],
      request: { params: z.object({ id: z.string().max(100) }) },
      responses: {
        200: jsonResponse(takenOverSchema, "The order is completed"),
        403: jsonResponse(errorSchema, "Without write:order_data"),
        404: jsonResponse(errorSchema, "Order inquiry with ID {id} not found"),
        409: jsonResponse(errorSchema, "The order's status does not allow it"),
      },
    }),
    async (c) => {
      const auth = c.get("auth");
      return c.json(
        {
          data: await takeOverOrder(
            pool,
            auth.tenant.id,
            auth.user?.id ?? null,
            c.req.valid("param").id,
          ),
        },
        200,
      );
    },
  );
}
