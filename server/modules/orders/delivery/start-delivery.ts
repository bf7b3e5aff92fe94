import type { Transaction } from "../../../db/tenant-transaction.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { queueExports } from "../../connectivity/export-profiles/queue-exports.ts";
import { announceOrderValidated } from "../../connectivity/webhooks/announce-order-validated.ts";
import { recordValidatedOrder } from "../feed/record-validated-order.ts";
import type { WorkingOrder } from "../validation/working-order.ts";
import { activeIntegration } from "./active-integration.ts";
import { SUBMIT_ORDER_JOB } from "./delivery-statuses.ts";
import { orderForErp } from "./order-for-erp.ts";

/**
 * Called in the transaction that validates an order, after the order row is written (outbox,
 * decision 027): the delivery to the tenant's ERP and its job, the webhook messages and the export
 * runs (decision 046) exist if
 * and only if the validation commits, and so does its entry in the validated-orders feed
 * (decision 043). The idempotency key is the order's id and its version as
 * validated: the same for every attempt at this validation, another for the next one.
 */
export async function startDelivery(
  tx: Transaction,
  input: { tenantId: string; inquiryId: string },
): Promise<void> {
  const { tenantId, inquiryId } = input;
  const integration = await activeIntegration(tx, tenantId);
  if (integration?.rules.status.send_on === "validated") {
    const { rows } = await tx.client.query<{ version: number; order: WorkingOrder }>(
      `select version, "order" from order_inquiries where id = $1`,
      [inquiryId],
    );
    const row = rows[0];
    if (row) await queueDelivery(tx, tenantId, inquiryId, integration.id, row);
  }
  await announceOrderValidated(tx, { tenantId, inquiryId });
  await queueExports(tx, { tenantId, inquiryId });
  await recordValidatedOrder(tx, { tenantId, inquiryId });
}

/** A new delivery of the order as it is now, to `integrationId`, and the job that sends it. */
export async function queueDelivery(
  tx: Transaction,
  tenantId: string,
  inquiryId: string,
  integrationId: string,
  row: { version: number; order: WorkingOrder },
): Promise<void> {
  const { rows } = await tx.client.query<{ id: string }>(
    `insert into order_deliveries (tenant_id, inquiry_id, integration_id, idempotency_key, payload)
     values ($1, $2, $3, $4, $5)
     on conflict (tenant_id, idempotency_key) do nothing returning id`,
    [
      tenantId,
      inquiryId,
      integrationId,
      `${inquiryId}:${row.version}`,
      JSON.stringify(orderForErp(row.order)),
    ],
  );
  const deliveryId = rows[0]?.id;
  if (deliveryId) await enqueue(tx, SUBMIT_ORDER_JOB, { tenantId, deliveryId });
}
