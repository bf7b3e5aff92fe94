import { readFile } from "node:fs/promises";
import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { dataOf, jsonResponse } from "../../../http/openapi-helpers.ts";
import { receiveUpload } from "../../../http/receive-upload.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { inquiryOfMessage } from "../inquiries/inquiry-of-message.ts";
import { storeInboundMessage } from "./store-inbound-message.ts";

const storedSchema = z.object({
  /** The stored e-mail. */
  id: z.uuid(),
  duplicate: z.boolean(),
  /** The order inquiry opened for it: follow it at /api/orders/order-inquiries/{id}. */
  inquiry_id: z.uuid(),
});

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** The multipart body, documented only: it is streamed to disk, never parsed by a validator. */
const uploadBody = {
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        required: ["file"],
        properties: {
          file: {
            type: "string" as const,
            format: "binary",
            description: "The e-mail as received (.eml, RFC 5322)",
          },
        },
      },
    },
  },
  required: true,
};

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
      request: { params: z.object({ id: z.string() }), body: uploadBody },
      tags: ["Integrators"],
      summary: "Upload an e-mail to an upload channel",
      description:
        "multipart/form-data with `file`: an e-mail as received (.eml). Stored once, with its order inquiry; the same bytes again answer 200 with the stored message and its inquiry. Only an active upload channel takes e-mails. Needs write:order_data.",
      responses: {
        201: jsonResponse(dataOf(storedSchema), "Stored"),
        200: jsonResponse(dataOf(storedSchema), "Already stored"),
        403: jsonResponse(errorSchema, "Without write:order_data"),
        404: jsonResponse(errorSchema, "Channel with ID {id} not found"),
        409: jsonResponse(errorSchema, "Not an upload channel, or not active"),
        422: jsonResponse(errorSchema, "No file, or a file larger than the limit"),
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
      if (channel.kind !== "upload") {
        throw new AppError(
          "conflict",
          `This channel does not take uploaded e-mails: only upload channels do (this one is ${channel.kind})`,
          { reason: "kind", kind: channel.kind },
        );
      }
      if (!channel.active) {
        throw new AppError("conflict", "This upload channel is not active", {
          reason: "inactive",
        });
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
          envelopeFrom: c.get("auth").user?.email ?? null,
        });
        const data = {
          ...stored,
          inquiry_id: await withTenant(pool, tenantId, (tx) => inquiryOfMessage(tx, stored.id)),
        };
        return stored.duplicate ? c.json({ data }, 200) : c.json({ data }, 201);
      } finally {
        await upload.discard();
      }
    },
  );
}
