import { createHash } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Sample } from "./sample.ts";
import { WHOLESALER } from "./wholesaler.ts";

/** The RFC 5322 message of a sample, as a mail client would send it. */
export function composeMessage(sample: Sample, messageId: string): Promise<Buffer> {
  const mail = new MailComposer({
    from: { name: sample.from.name, address: sample.from.email },
    to: sample.to ?? WHOLESALER.ordersAddress,
    subject: sample.subject,
    date: sample.date,
    messageId,
    // from the message id, not random: the same seed writes the same bytes
    baseBoundary: createHash("sha256").update(messageId).digest("hex").slice(0, 16),
    text: sample.text,
    html: sample.html,
    attachments: sample.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
      cid: a.cid,
      contentDisposition: a.cid ? "inline" : "attachment",
    })),
  });
  return new Promise((resolve, reject) =>
    mail.compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );
}
