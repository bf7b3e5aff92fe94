import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  createdWebhookSchema,
  redeliveryResultSchema,
  rotatedSecretSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
  webhookTestInputSchema,
  webhookTestResultSchema,
} from "../../../contracts/connectivity/webhook.ts";
import { pageMetaSchema } from "../../../contracts/paging/page-meta.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import { pageQuerySchema } from "../../../http/paging.ts";
import type { Provider } from "../../../oauth/provider.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { redeliverMessage } from "./deliver-webhook-message.ts";
import { testWebhook } from "./test-webhook.ts";
import { listWebhookDeliveries } from "./webhook-deliveries.ts";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  rotateWebhookSigningSecret,
  updateWebhook,
  WEBHOOKS_PER_TENANT,
} from "./webhooks-service.ts";

const BASE = "/connectivity/webhooks";
const paramsSchema = z.object({ id: z.string() });

/** Webhooks (spec section 7, connectivity; decision 028): an administrator's, as channels'. */
export function registerWebhookRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  box: SecretBox,
  guard: OutboundGuard,
) {
  const manage = [authenticate(provider, pool), requirePermission("manage:connectivity")];

  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/test`,
      summary: "Send a test to a webhook endpoint",
      description:
        "Sends one signed `webhook.test` ping, never a sample order, to the URL in the body or to a saved webhook (`id`), through the outbound guard, and answers what the endpoint answered. Nothing is recorded. A saved webhook's password or token fills in an empty one only for the origin (scheme, host and port) it was saved for: for another URL, 422 `secret_address_changed` asks for it again.",
      middleware: manage,
      request: jsonBody(webhookTestInputSchema),
      responses: {
        200: jsonResponse(dataOf(webhookTestResultSchema), "What the endpoint answered"),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await testWebhook(pool, box, guard, c.get("auth").tenant.id, c.req.valid("json")),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: BASE,
      summary: "List webhooks",
      middleware: manage,
      responses: { 200: jsonResponse(dataOf(z.array(webhookSchema)), "Webhooks") },
    }),
    async (c) => c.json({ data: await listWebhooks(pool, box, c.get("auth").tenant.id) }, 200),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: BASE,
      summary: "Create a webhook",
      description: `Answers its signing secret this once; it is never shown again. A tenant has at most ${WEBHOOKS_PER_TENANT} webhooks: one more answers 409 \`conflict\` with \`details.reason\` \`webhook_limit\`.`,
      middleware: manage,
      request: jsonBody(webhookInputSchema),
      responses: {
        201: jsonResponse(dataOf(createdWebhookSchema), "Created; the signing secret, this once"),
      },
    }),
    async (c) =>
      c.json(
        { data: await createWebhook(pool, box, c.get("auth").tenant.id, c.req.valid("json")) },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}`,
      summary: "Get a webhook",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 200: jsonResponse(dataOf(webhookSchema), "A webhook") },
    }),
    async (c) =>
      c.json(
        { data: await getWebhook(pool, box, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/{id}`,
      summary: "Change a webhook",
      description:
        "An empty auth secret keeps the stored one while the URL keeps its origin (scheme, host and port); another origin needs it again (422 `secret_address_changed`). Switching a webhook that Fennec disabled back on clears its failure streak.",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(webhookInputSchema) },
      responses: { 200: jsonResponse(dataOf(webhookSchema), "The changed webhook") },
    }),
    async (c) => {
      const changed = await updateWebhook(
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
      path: `${BASE}/{id}`,
      summary: "Delete a webhook",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 204: { description: "Deleted, with its messages and delivery log" } },
    }),
    async (c) => {
      await deleteWebhook(pool, c.get("auth").tenant.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/{id}/rotate-secret`,
      summary: "Rotate a webhook's signing secret",
      description:
        "Answers the new secret this once; the previous one keeps signing for 24 hours, so the receiver can switch without losing a delivery.",
      middleware: manage,
      request: { params: paramsSchema },
      responses: {
        200: jsonResponse(dataOf(rotatedSecretSchema), "The new signing secret, this once"),
      },
    }),
    async (c) =>
      c.json(
        {
          data: await rotateWebhookSigningSecret(
            pool,
            box,
            c.get("auth").tenant.id,
            c.req.valid("param").id,
          ),
        },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/{id}/deliveries`,
      summary: "Read a webhook's delivery log",
      middleware: manage,
      request: { params: paramsSchema, query: pageQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(webhookDeliverySchema), meta: pageMetaSchema }),
          "The delivery log: every attempt, newest first",
        ),
      },
    }),
    async (c) =>
      c.json(
        await listWebhookDeliveries(
          pool,
          c.get("auth").tenant.id,
          c.req.valid("param").id,
          c.req.valid("query"),
          new URL(c.req.url).pathname,
        ),
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/{id}/messages/{messageId}/redeliver`,
      summary: "Redeliver a webhook message",
      description:
        "One attempt now, recorded in the delivery log. Delivered, the message is delivered; otherwise it stays as it was (pending keeps its schedule, failed stays failed), and the webhook is never disabled by it.",
      middleware: manage,
      request: { params: z.object({ id: z.string(), messageId: z.string() }) },
      responses: {
        200: jsonResponse(dataOf(redeliveryResultSchema), "What the endpoint answered"),
      },
    }),
    async (c) => {
      const { id, messageId } = c.req.valid("param");
      const result = await redeliverMessage(pool, c.get("auth").tenant.id, id, messageId, {
        guard,
        box,
      });
      return c.json({ data: result }, 200);
    },
  );
}
