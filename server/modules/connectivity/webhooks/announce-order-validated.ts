import type { Transaction } from "../../../db/tenant-transaction.ts";
import { queueFirstAttempt } from "./deliver-webhook-message.ts";
import { loadOrderValidatedPayload } from "./load-order-validated-payload.ts";

/**
 * Called in the transaction that validates an order (by an operator or by the threshold rule),
 * after the order row is updated: queues one `order.validated` message per active webhook of the
 * tenant (outbox), so the announcement exists if and only if the validation commits.
 */
export async function announceOrderValidated(
  tx: Transaction,
  input: { tenantId: string; inquiryId: string },
): Promise<void> {
  const { tenantId, inquiryId } = input;
  const { rows: hooks } = await tx.client.query<{ id: string }>(
    `select id from webhooks
      where tenant_id = $1 and active and disabled_at is null
        and events @> '["order.validated"]'::jsonb
      order by created_at, id`,
    [tenantId],
  );
  if (hooks.length === 0) return;

  const now = new Date();
  const loaded = await loadOrderValidatedPayload(tx, { tenantId, inquiryId, timestamp: now });
  if (!loaded) return;
  const { payload } = loaded;

  for (const hook of hooks) {
    const { rows: inserted } = await tx.client.query<{ id: string }>(
      `insert into webhook_messages
         (tenant_id, webhook_id, event, inquiry_id, payload, status, next_attempt_at)
       values ($1, $2, 'order.validated', $3, $4, 'pending', $5)
       returning id`,
      [tenantId, hook.id, inquiryId, JSON.stringify(payload), now],
    );
    await queueFirstAttempt(tx, tenantId, (inserted[0] as { id: string }).id, now);
  }
}
