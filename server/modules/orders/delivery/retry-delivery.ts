import type { Transaction } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import { enqueue } from "../../../jobs/queue.ts";
import type { WorkingOrder } from "../validation/working-order.ts";
import { activeIntegration } from "./active-integration.ts";
import { SUBMIT_ORDER_JOB } from "./delivery-statuses.ts";
import { queueDelivery } from "./start-delivery.ts";

/**
 * Sends a submit_failed order again, unchanged (POST /order-inquiries/{id}/retry; decision 027).
 * A delivery that was refused or ran out of retries goes again with its own idempotency key —
 * the ERP may have made the order from an answer Fennec never got, and must answer it again
 * rather than make a second. A cancelled one, or none, becomes a new delivery to the active
 * integration. The order is validated again until the ERP answers.
 */
export async function retryDelivery(
  tx: Transaction,
  tenantId: string,
  inquiry: { id: string; version: number; order: WorkingOrder | null },
): Promise<void> {
  const { rows } = await tx.client.query<{ id: string; status: string }>(
    `select id, status from order_deliveries where tenant_id = $1 and inquiry_id = $2
     order by created_at desc, id limit 1 for update`,
    [tenantId, inquiry.id],
  );
  const latest = rows[0];
  if (latest && (latest.status === "refused" || latest.status === "failed")) {
    await tx.client.query(
      `update order_deliveries set status = 'pending', reason = null, line_errors = null,
         attempts = 0, updated_at = now()
       where id = $1`,
      [latest.id],
    );
    await enqueue(tx, SUBMIT_ORDER_JOB, { tenantId, deliveryId: latest.id });
  } else {
    const integration = await activeIntegration(tx, tenantId);
    if (!integration || !inquiry.order) {
      throw new AppError("conflict", "There is no active integration to send the order to", {
        reason: "no_integration",
      });
    }
    await queueDelivery(tx, tenantId, inquiry.id, integration.id, {
      version: inquiry.version,
      order: inquiry.order,
    });
  }
  await tx.client.query(
    `update order_inquiries set status = 'validated', error = null, updated_at = now()
     where id = $1`,
    [inquiry.id],
  );
}
