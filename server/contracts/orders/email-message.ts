import { z } from "zod";

/**
 * GET /api/orders/order-inquiries/{id}/message: the e-mail behind an inquiry, read. For the
 * route and the web's /popup/email/{id} alike (decision 041).
 */

const addressSchema = z.object({ name: z.string(), address: z.string() });

export const emailMessageSchema = z.object({
  readable: z.boolean(),
  error: z.string().nullable(),
  from: addressSchema.nullable(),
  to: z.array(addressSchema),
  subject: z.string().nullable(),
  date: z.string().nullable(),
  text: z.string().meta({
    description:
      "The body as text. Extracted values' body ranges of format `text` count in it; so do those of format `html` when `text_source` is `html`. The raw message when it cannot be read.",
  }),
  text_source: z.enum(["text", "html"]).meta({
    description:
      "Where `text` was read: `text`, the text/plain part; `html`, the HTML part read as text (the message has no text part, or a blank one).",
  }),
  html_text: z.string().nullable().meta({
    description:
      "The HTML part read as text, when `text` came from the text part: body ranges of format `html` count in it. Null without an HTML part, or when `text` is already this.",
  }),
  has_html: z.boolean(),
  attachments: z.array(
    z.object({
      index: z.number().int(),
      filename: z.string(),
      content_type: z.string(),
      size: z.number().int(),
      content_id: z.string().nullable().meta({
        description:
          "The part's Content-ID without angle brackets: the HTML shows it as an image by `cid:` URL. Null when it has none.",
      }),
    }),
  ),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;
export type EmailAttachment = EmailMessage["attachments"][number];
