import type { Transaction } from "../../../db/tenant-transaction.ts";
import { loadOrderValidatedPayload } from "../../connectivity/webhooks/load-order-validated-payload.ts";

/**
 * Called in the transaction that validates an order (with the delivery and the webhook messages,
 * decision 027): the feed's entry exists if and only if the validation commits. The entry
 * carries the validating transaction's id (the column's default, pg_current_xact_id()), which is
 * what lets readers never skip it (decision 043).
 */
export async function recordValidatedOrder(
  tx: Transaction,
  input: { tenantId: string; inquiryId: string },
): Promise<void> {
  const loaded = await loadOrderValidatedPayload(tx, { ...input, timestamp: new Date() });
  if (!loaded) return;
  await tx.client.query(
    `insert into validated_order_feed (tenant_id, inquiry_id, version, payload)
     values ($1, $2, $3, $4)`,
    [input.tenantId, input.inquiryId, loaded.version, JSON.stringify(loaded.payload.data)],
  );
}
