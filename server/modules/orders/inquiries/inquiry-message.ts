import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { notFound } from "../../../http/app-error.ts";
import type { ReadMessage } from "../extraction/message-types.ts";
import { MessageReadError, readMessage } from "../extraction/read-message.ts";

/** The stored e-mail of an inquiry, exactly as received. */
export async function inquiryRawMessage(pool: pg.Pool, tenantId: string, inquiryId: string) {
  const raw = await withTenant(pool, tenantId, async (tx) => {
    const { rows } = isUuid(inquiryId)
      ? await tx.client.query<{ raw: Buffer }>(
          `select m.raw from order_inquiries i join inbound_messages m on m.id = i.inbound_message_id
           where i.id = $1`,
          [inquiryId],
        )
      : { rows: [] };
    return rows[0]?.raw;
  });
  if (!raw) throw notFound("Order inquiry", inquiryId);
  return raw;
}

async function read(raw: Buffer): Promise<ReadMessage | MessageReadError> {
  try {
    return await readMessage(raw);
  } catch (error) {
    if (error instanceof MessageReadError) return error;
    throw error;
  }
}

/**
 * The e-mail as an operator sees it in /popup/email/{id} and beside the order on /validate/{id}:
 * its headers, text (and which part it was read from), whether it has an
 * HTML body (served on its own, sandboxed), and its attachments. A message that cannot be read
 * is shown as its raw text.
 */
export async function inquiryMessage(pool: pg.Pool, tenantId: string, inquiryId: string) {
  const raw = await inquiryRawMessage(pool, tenantId, inquiryId);
  const message = await read(raw);
  if (message instanceof MessageReadError) {
    return {
      readable: false,
      error: message.message,
      from: null,
      to: [],
      subject: null,
      date: null,
      text: raw.subarray(0, 200_000).toString("utf8"),
      text_source: "text" as const,
      html_text: null,
      has_html: false,
      attachments: [],
    };
  }
  return {
    readable: true,
    error: null,
    from: message.from,
    to: message.to,
    subject: message.subject,
    date: message.date?.toISOString() ?? null,
    text: message.textBody,
    text_source: message.textSource,
    // Ranges of format "html" count in the HTML read as text: the text itself when it came from
    // the HTML part, this beside it when it came from the text part.
    html_text: message.textSource === "text" ? message.htmlText : null,
    has_html: message.htmlBody !== null,
    attachments: message.attachments.map((attachment, index) => ({
      index,
      filename: attachment.filename,
      content_type: attachment.contentType,
      size: attachment.bytes.length,
      content_id: attachment.contentId,
    })),
  };
}

/** The HTML body, or one attachment, of an inquiry's e-mail. */
export async function inquiryMessagePart(
  pool: pg.Pool,
  tenantId: string,
  inquiryId: string,
  part: { html: true } | { attachment: number },
): Promise<{ bytes: Uint8Array; contentType: string; filename: string } | null> {
  const message = await read(await inquiryRawMessage(pool, tenantId, inquiryId));
  if (message instanceof MessageReadError) return null;
  if ("html" in part) {
    return message.htmlBody === null
      ? null
      : {
          bytes: Buffer.from(message.htmlBody),
          contentType: "text/html; charset=utf-8",
          filename: "message.html",
        };
  }
  const attachment = message.attachments[part.attachment];
  return attachment
    ? {
        bytes: attachment.bytes,
        contentType: attachment.contentType,
        filename: attachment.filename,
      }
    : null;
}
