import { readFile } from "node:fs/promises";
import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import { storedMessageSchema } from "../../../contracts/orders/stored-message.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { dataOf, jsonResponse } from "../../../http/openapi-helpers.ts";
import { receiveUpload } from "../../../http/receive-upload.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { storeInboundMessage } from "./store-inbound-message.ts";

/** An upload channel takes .eml files: POST /api/connectivity/channels/{id}/messages. */
export function registerUploadMessageRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  maxBytes: number,
) {
  api.openapi(
    createRoute({
      method: "post",
      path: "/connectivity/channels/{id}/messages",
      middleware: [authenticate(provider, pool), requirePermission("write:order_data")],
      request: { params: z.object({ id: z.string() }) },
      description:
        "multipart/form-data with `file`: an e-mail as received (.eml). Stored once; the same bytes again answer 200 with the stored message.",
      responses: {
        201: jsonResponse(dataOf(storedMessageSchema), "Stored"),
        200: jsonResponse(dataOf(storedMessageSchema), "Already stored"),
      },
    }),
    async (c) => {
      const tenantId = c.get("auth").tenant.id;
      const channelId = c.req.valid("param").id;
      const channel = await withTenant(pool, tenantId, async (tx) => {
        const { rows } = isUuid(channelId)
          ? await tx.client.query<{ kind: string; active: boolean }>(
              "select kind, active from channels where id = $1",
              [channelId],
            )
          : { rows: [] };
        return rows[0];
      });
      if (!channel) throw notFound("Channel", channelId);
      if (channel.kind !== "upload" || !channel.active) {
        throw new AppError("conflict", "This channel does not take uploaded e-mails");
      }
      const upload = await receiveUpload(c.req.raw, maxBytes);
      try {
        if (!upload.file?.size) {
          throw new AppError("validation_failed", "Validation or transformation failed", [
            { path: ["file"], message: "Choose an e-mail file (.eml) to upload" },
          ]);
        }
        const stored = await storeInboundMessage(pool, {
          tenantId,
          channelId,
          source: "upload",
          raw: await readFile(upload.file.filePath),
          envelopeFrom: c.get("auth").user.email,
        });
        return stored.duplicate ? c.json({ data: stored }, 200) : c.json({ data: stored }, 201);
      } finally {
        await upload.discard();
      }
    },
  );
}
