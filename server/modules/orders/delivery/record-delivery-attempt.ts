import type { Transaction } from "../../../db/tenant-transaction.ts";

/** One call to the ERP for a delivery, in the delivery's history. */
export async function recordDeliveryAttempt(
  tx: Transaction,
  tenantId: string,
  deliveryId: string,
  attempt: {
    kind: "submit" | "status";
    outcome: string;
    reason: string | null;
    durationMs: number;
  },
): Promise<void> {
  await tx.client.query(
    `insert into order_delivery_attempts (tenant_id, delivery_id, kind, outcome, reason, duration_ms)
     values ($1, $2, $3, $4, $5, $6)`,
    [tenantId, deliveryId, attempt.kind, attempt.outcome, attempt.reason, attempt.durationMs],
  );
}

/** The delivery, locked for this transaction; null when it is gone. */
export async function lockDelivery(tx: Transaction, deliveryId: string) {
  const { rows } = await tx.client.query<{ status: string; attempts: number }>(
    "select status, attempts from order_deliveries where id = $1 for update",
    [deliveryId],
  );
  return rows[0] ?? null;
}

/** The order could not be sent: it shows the reason and waits for an operator. */
export async function markOrderSubmitFailed(
  tx: Transaction,
  inquiryId: string,
  reason: string,
): Promise<void> {
  await tx.client.query(
    `update order_inquiries set status = 'submit_failed', error = $2, updated_at = now()
     where id = $1 and status in ('validated', 'submitted')`,
    [inquiryId, reason],
  );
}
