import type { Transaction } from "../../../db/tenant-transaction.ts";

/**
 * Called in the transaction that validates an order (by an operator or by the threshold rule),
 * after the order row is updated: queues one `order.validated` message per active webhook of the
 * tenant (outbox), so the announcement exists if and only if the validation commits.
 */
export async function announceOrderValidated(
  _tx: Transaction,
  _input: { tenantId: string; inquiryId: string },
): Promise<void> {
  // Filled in by the webhooks work of issue 14 (messages, send job, delivery log).
}
