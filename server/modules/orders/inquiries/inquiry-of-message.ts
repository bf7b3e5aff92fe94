import type { Transaction } from "../../../db/tenant-transaction.ts";

/** The inquiry opened for a stored inbound message (one per message). */
export async function inquiryOfMessage(tx: Transaction, messageId: string): Promise<string> {
  const { rows } = await tx.client.query<{ id: string }>(
    "select id from order_inquiries where inbound_message_id = $1",
    [messageId],
  );
  return rows[0]?.id as string;
}
