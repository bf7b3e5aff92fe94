import type { Transaction } from "../../../db/tenant-transaction.ts";
import { enqueue } from "../../../jobs/queue.ts";
import type { EnvelopeHeaders } from "../intake/read-envelope-headers.ts";
import { PROCESS_INQUIRY_JOB } from "./inquiry-statuses.ts";

/**
 * Opens the inquiry of a newly stored message, in the same transaction: with the tenant's
 * `autoProcess` on it is queued for processing at once, otherwise it waits in /to-process.
 */
export async function openInquiry(
  tx: Transaction,
  message: {
    tenantId: string;
    messageId: string;
    channelId: string | null;
    headers: EnvelopeHeaders;
  },
): Promise<string> {
  const { rows: settings } = await tx.client.query<{ auto_process: boolean }>(
    "select auto_process from tenant_settings where tenant_id = $1",
    [message.tenantId],
  );
  const autoProcess = settings[0]?.auto_process ?? false;
  const { rows } = await tx.client.query<{ id: string }>(
    `insert into order_inquiries
       (tenant_id, inbound_message_id, channel_id, status, received_at, subject, from_address, from_name, sent_at)
     select $1, $2, $3, $4, received_at, $5, $6, $7, $8 from inbound_messages where id = $2
     returning id`,
    [
      message.tenantId,
      message.messageId,
      message.channelId,
      autoProcess ? "queued" : "received",
      message.headers.subject,
      message.headers.fromAddress,
      message.headers.fromName,
      message.headers.sentAt,
    ],
  );
  const id = rows[0]?.id as string;
  if (autoProcess)
    await enqueue(tx, PROCESS_INQUIRY_JOB, { tenantId: message.tenantId, inquiryId: id });
  return id;
}
