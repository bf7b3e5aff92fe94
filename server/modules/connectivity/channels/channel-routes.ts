import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  availableChannelSchema,
  channelInputSchema,
  channelSchema,
} from "../../../contracts/connectivity/channel.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { dataOf, jsonBody, jsonResponse } from "../../../http/openapi-helpers.ts";
import type { Provider } from "../../../oauth/provider.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { AVAILABLE_CHANNELS } from "./channel-kinds.ts";
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  updateChannel,
} from "./channels-service.ts";

const BASE = "/connectivity";
const paramsSchema = z.object({ id: z.string() });

/** Channels (spec section 7, connectivity). */
export function registerChannelRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  box: SecretBox,
) {
  const signedIn = authenticate(provider, pool);
  const read = [signedIn, requirePermission("read:order_data")];
  const manage = [signedIn, requirePermission("manage:connectivity")];

  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/available-channels`,
      summary: "List the channel kinds",
      description:
        "The kinds a channel can be (IMAP mailbox, inbound address, upload) and the settings each takes.",
      middleware: read,
      responses: {
        200: jsonResponse(
          dataOf(z.array(availableChannelSchema)),
          "The channel kinds and their settings",
        ),
      },
    }),
    (c) => c.json({ data: AVAILABLE_CHANNELS }, 200),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/channels`,
      summary: "List channels",
      middleware: read,
      responses: { 200: jsonResponse(dataOf(z.array(channelSchema)), "Channels") },
    }),
    async (c) => c.json({ data: await listChannels(pool, c.get("auth").tenant.id) }, 200),
  );
  api.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/channels`,
      summary: "Create a channel",
      description:
        "An IMAP mailbox needs its password, stored encrypted and never answered; an active one is polled at once. An inbound address in use anywhere, or reserved, answers 409.",
      middleware: manage,
      request: jsonBody(channelInputSchema),
      responses: { 201: jsonResponse(dataOf(channelSchema), "Created") },
    }),
    async (c) =>
      c.json(
        { data: await createChannel(pool, box, c.get("auth").tenant.id, c.req.valid("json")) },
        201,
      ),
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/channels/{id}`,
      summary: "Get a channel",
      middleware: read,
      request: { params: paramsSchema },
      responses: { 200: jsonResponse(dataOf(channelSchema), "A channel") },
    }),
    async (c) =>
      c.json(
        { data: await getChannel(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );
  api.openapi(
    createRoute({
      method: "put",
      path: `${BASE}/channels/{id}`,
      summary: "Change a channel",
      description:
        "Its kind stays (422 otherwise); an IMAP password left out keeps the stored one while the server (host, port, TLS) stays the same, and another server needs it again (422 `secret_address_changed`).",
      middleware: manage,
      request: { params: paramsSchema, ...jsonBody(channelInputSchema) },
      responses: { 200: jsonResponse(dataOf(channelSchema), "The changed channel") },
    }),
    async (c) => {
      const tenantId = c.get("auth").tenant.id;
      const changed = await updateChannel(
        pool,
        box,
        tenantId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ data: changed }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: "delete",
      path: `${BASE}/channels/{id}`,
      summary: "Delete a channel",
      description: "Messages received through it, and their order inquiries, stay.",
      middleware: manage,
      request: { params: paramsSchema },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteChannel(pool, c.get("auth").tenant.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
}
