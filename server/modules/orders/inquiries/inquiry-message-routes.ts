import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import { emailMessageSchema } from "../../../contracts/orders/email-message.ts";
import type { ApiApp } from "../../../http/api-app.ts";
import { notFound } from "../../../http/app-error.ts";
import { dataOf, jsonResponse } from "../../../http/openapi-helpers.ts";
import type { Provider } from "../../../oauth/provider.ts";
import { authenticate, requirePermission } from "../../identity/authenticate.ts";
import { inquiryMessage, inquiryMessagePart, inquiryRawMessage } from "./inquiry-message.ts";

const PATH = "/orders/order-inquiries/{id}/message";

/** A file name safe for a Content-Disposition header. */
function dispositionName(name: string): string {
  const plain = name.replace(/[^\w.\- ]+/g, "_").slice(0, 150) || "attachment";
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 150))}`;
}

/**
 * The e-mail behind an inquiry, for /popup/email/{id}: read, its HTML body (served under a
 * sandbox policy, so nothing in it runs), its attachments, and the .eml as received.
 */
export function registerInquiryMessageRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const signedIn = authenticate(provider, pool);
  const mayRead = requirePermission("read:order_data");
  const read = [signedIn, mayRead];
  const params = z.object({ id: z.string() });

  api.openapi(
    createRoute({
      method: "get",
      path: PATH,
      middleware: read,
      request: { params },
      responses: {
        200: jsonResponse(dataOf(emailMessageSchema), "The e-mail"),
      },
    }),
    async (c) =>
      c.json(
        { data: await inquiryMessage(pool, c.get("auth").tenant.id, c.req.valid("param").id) },
        200,
      ),
  );

  const file = (bytes: Uint8Array, headers: Record<string, string>) =>
    new Response(new Uint8Array(bytes), {
      headers: {
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        ...headers,
      },
    });

  api.get(`/orders/order-inquiries/:id/message/html`, signedIn, mayRead, async (c) => {
    const id = c.req.param("id");
    const part = await inquiryMessagePart(pool, c.get("auth").tenant.id, id, { html: true });
    if (!part) throw notFound("HTML body of order inquiry", id);
    return file(part.bytes, {
      "content-type": part.contentType,
      // Shown in a sandboxed frame: no scripts, no forms, nothing fetched but inline images.
      "content-security-policy":
        "sandbox; default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'",
    });
  });
  api.get(
    `/orders/order-inquiries/:id/message/attachments/:index`,
    signedIn,
    mayRead,
    async (c) => {
      const id = c.req.param("id");
      const index = Number(c.req.param("index"));
      const part = Number.isInteger(index)
        ? await inquiryMessagePart(pool, c.get("auth").tenant.id, id, { attachment: index })
        : null;
      if (!part) throw notFound("Attachment of order inquiry", `${id}/${c.req.param("index")}`);
      return file(part.bytes, {
        "content-type": part.contentType || "application/octet-stream",
        "content-disposition": dispositionName(part.filename),
        "content-security-policy": "sandbox",
      });
    },
  );
  api.get(`/orders/order-inquiries/:id/message/raw`, signedIn, mayRead, async (c) => {
    const raw = await inquiryRawMessage(pool, c.get("auth").tenant.id, c.req.param("id"));
    return file(raw, {
      "content-type": "message/rfc822",
      "content-disposition": dispositionName("message.eml"),
    });
  });
}
