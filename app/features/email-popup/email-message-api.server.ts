import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";

type Context = Readonly<RouterContextProvider>;

const addressSchema = z.object({ name: z.string(), address: z.string() });

/** GET /api/orders/order-inquiries/{id}/message (server/modules/orders/inquiries). */
export const emailMessageSchema = z.object({
  readable: z.boolean(),
  error: z.string().nullable(),
  from: addressSchema.nullable(),
  to: z.array(addressSchema),
  subject: z.string().nullable(),
  date: z.string().nullable(),
  text: z.string(),
  text_source: z.enum(["text", "html"]),
  html_text: z.string().nullable(),
  has_html: z.boolean(),
  attachments: z.array(
    z.object({
      index: z.number().int(),
      filename: z.string(),
      content_type: z.string(),
      size: z.number().int(),
      content_id: z.string().nullable(),
    }),
  ),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;
export type EmailAttachment = EmailMessage["attachments"][number];

const messagePath = (inquiryId: string) =>
  `/api/orders/order-inquiries/${encodeURIComponent(inquiryId)}/message`;

// Each answers with the raw response: the page turns a 404 into the not-found screen, and the
// downloads stream the body through.

export function getEmailMessage(context: Context, inquiryId: string) {
  return getApi(context).request(messagePath(inquiryId));
}

/** The HTML body, as the sender wrote it (scripts and all): only ever shown sandboxed. */
export function getEmailHtml(context: Context, inquiryId: string) {
  return getApi(context).request(`${messagePath(inquiryId)}/html`);
}

export function getEmailAttachment(context: Context, inquiryId: string, index: string) {
  return getApi(context).request(
    `${messagePath(inquiryId)}/attachments/${encodeURIComponent(index)}`,
  );
}

/** The e-mail exactly as received (.eml). */
export function getRawEmail(context: Context, inquiryId: string) {
  return getApi(context).request(`${messagePath(inquiryId)}/raw`);
}
