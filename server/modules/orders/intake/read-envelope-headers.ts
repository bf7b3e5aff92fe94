import { simpleParser } from "mailparser";
import { storableText } from "../../../db/storable-text.ts";

export type EnvelopeHeaders = {
  subject: string | null;
  fromAddress: string | null;
  fromName: string | null;
  sentAt: Date | null;
};

const HEADER_LIMIT = 64 * 1024;

/**
 * Subject, sender and date of a message, read from its header block only (at most 64 kB), so
 * /to-process can show them before the message is processed. A header that cannot be read is
 * left empty, and text PostgreSQL cannot hold (a NUL, a lone surrogate) is cleaned: neither
 * ever stops the message from being stored.
 */
export async function readEnvelopeHeaders(raw: Buffer): Promise<EnvelopeHeaders> {
  const empty = { subject: null, fromAddress: null, fromName: null, sentAt: null };
  const end = raw.subarray(0, HEADER_LIMIT).indexOf("\r\n\r\n");
  const header = end >= 0 ? raw.subarray(0, end + 4) : raw.subarray(0, HEADER_LIMIT);
  try {
    const parsed = await simpleParser(header, { skipTextToHtml: true, skipTextLinks: true });
    const from = parsed.from?.value[0];
    return {
      subject: storableText(parsed.subject?.slice(0, 500)),
      fromAddress: storableText(from?.address?.toLowerCase()),
      fromName: storableText(from?.name || null),
      sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    };
  } catch {
    return empty;
  }
}
