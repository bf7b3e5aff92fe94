import { createHash } from "node:crypto";
import type pg from "pg";
import { storableText } from "../../../db/storable-text.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { openInquiry } from "../inquiries/open-inquiry.ts";
import { readEnvelopeHeaders } from "./read-envelope-headers.ts";

export type InboundMessage = {
  tenantId: string;
  channelId: string | null;
  source: "smtp" | "imap" | "upload";
  raw: Buffer;
  envelopeFrom?: string | null;
  envelopeTo?: string | null;
  imap?: { uidValidity: number; uid: number };
};

/**
 * Commits a delivered e-mail, exactly as received, with its inquiry, before the channel
 * acknowledges it. A
 * message already stored (the same bytes, or the same IMAP UID) is not stored again: the
 * answer says so and gives the stored one's id.
 */
export async function storeInboundMessage(
  pool: pg.Pool,
  message: InboundMessage,
): Promise<{ id: string; duplicate: boolean }> {
  const sha256 = createHash("sha256").update(message.raw).digest("hex");
  const headers = await readEnvelopeHeaders(message.raw);
  return withTenant(pool, message.tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      `insert into inbound_messages
         (tenant_id, channel_id, source, raw, size, sha256, imap_uid_validity, imap_uid, envelope_from, envelope_to)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict do nothing
       returning id`,
      [
        message.tenantId,
        message.channelId,
        message.source,
        message.raw,
        message.raw.length,
        sha256,
        message.imap?.uidValidity ?? null,
        message.imap?.uid ?? null,
        storableText(message.envelopeFrom),
        storableText(message.envelopeTo),
      ],
    );
    if (rows[0]) {
      await openInquiry(tx, {
        tenantId: message.tenantId,
        messageId: rows[0].id,
        channelId: message.channelId,
        headers,
      });
      return { id: rows[0].id, duplicate: false };
    }
    const { rows: stored } = await tx.client.query<{ id: string }>(
      `select id from inbound_messages
       where sha256 = $1 or (channel_id = $2 and imap_uid_validity = $3 and imap_uid = $4)
       limit 1`,
      [sha256, message.channelId, message.imap?.uidValidity ?? null, message.imap?.uid ?? null],
    );
    return { id: stored[0]?.id as string, duplicate: true };
  });
}
