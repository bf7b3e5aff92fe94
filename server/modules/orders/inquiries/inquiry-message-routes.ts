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
      summary: "Read an order inquiry's message",
      description:
        "The e-mail as received: its sender, recipients, subject, text and the list of its attachments, as the e-mail popup shows it.",
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

  const fileResponse = (description: string, mediaType: string, headers?: string[]) => ({
    description,
    ...(headers
      ? {
          headers: Object.fromEntries(
            headers.map((name) => [name, { schema: { type: "string" as const } }]),
          ),
        }
      : {}),
    content: { [mediaType]: { schema: z.string().openapi({ format: "binary" }) } },
  });

  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/html`,
      summary: "Get the HTML body of an order inquiry's message",
      middleware: read,
      request: { params },
      responses: {
        200: {
          description:
            "The HTML body as received, under a sandbox policy: nothing in it runs or is fetched",
          content: { "text/html": { schema: z.string(), example: "<p>Please deliver …</p>" } },
        },
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const part = await inquiryMessagePart(pool, c.get("auth").tenant.id, id, { html: true });
      if (!part) throw notFound("HTML body of order inquiry", id);
      return file(part.bytes, {
        "content-type": part.contentType,
        // Shown in a sandboxed frame: no scripts, no forms, nothing fetched but inline images.
        "content-security-policy":
          "sandbox; default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'",
      });
    },
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/attachments/{index}`,
      summary: "Download an attachment of an order inquiry's message",
      description: "`index` is the attachment's `index` in the message's `attachments`, from 0.",
      middleware: read,
      request: { params: params.extend({ index: z.string() }) },
      responses: {
        200: fileResponse(
          "The attachment's bytes, with its own content type and file name",
          "application/octet-stream",
          ["content-disposition"],
        ),
      },
    }),
    async (c) => {
      const { id, index: indexText } = c.req.valid("param");
      const index = Number(indexText);
      const part = Number.isInteger(index)
        ? await inquiryMessagePart(pool, c.get("auth").tenant.id, id, { attachment: index })
        : null;
      if (!part) throw notFound("Attachment of order inquiry", `${id}/${indexText}`);
      return file(part.bytes, {
        "content-type": part.contentType || "application/octet-stream",
        "content-disposition": dispositionName(part.filename),
        "content-security-policy": "sandbox",
      });
    },
  );
  api.openapi(
    createRoute({
      method: "get",
      path: `${PATH}/raw`,
      summary: "Download an order inquiry's message as received (.eml)",
      middleware: read,
      request: { params },
      responses: {
        200: fileResponse("The e-mail as received (.eml)", "message/rfc822", [
          "content-disposition",
        ]),
      },
    }),
    async (c) => {
      const raw = await inquiryRawMessage(pool, c.get("auth").tenant.id, c.req.valid("param").id);
      return file(raw, {
        "content-type": "message/rfc822",
        "content-disposition": dispositionName("message.eml"),
      });
    },
  );
}
