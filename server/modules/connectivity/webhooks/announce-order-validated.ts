import type { Transaction } from "../../../db/tenant-transaction.ts";
import { normaliseCode } from "../../orders/extraction/catalogue.ts";
import type { ExtractedOrder } from "../../orders/extraction/extract-order.ts";
import { catalogueIn } from "../../orders/inquiries/tenant-catalogue.ts";
import type { WorkingOrder } from "../../orders/validation/working-order.ts";
import { queueFirstAttempt } from "./deliver-webhook-message.ts";
import { orderValidatedPayload } from "./order-validated-payload.ts";

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

  const { rows } = await tx.client.query<{
    status: string;
    order: WorkingOrder | null;
    result: ExtractedOrder | null;
    customer_name: string | null;
    validated_at: Date | null;
    validated_by: string | null;
    validator: string | null;
  }>(
    `select i.status, i."order", i.result, i.customer_name, i.validated_at, i.validated_by,
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)
              as validator
       from order_inquiries i left join users u on u.id = i.validated_by
      where i.tenant_id = $1 and i.id = $2`,
    [tenantId, inquiryId],
  );
  const inquiry = rows[0];
  if (!inquiry?.order) return;

  const catalogue = inquiry.order.lines.some((line) => line.product_code)
    ? await catalogueIn(tx, tenantId)
    : null;
  const now = new Date();
  const payload = orderValidatedPayload({
    inquiryId,
    status: inquiry.status,
    order: inquiry.order,
    result: inquiry.result,
    customerName: inquiry.customer_name,
    productDescription: (code) =>
      catalogue?.productByCode.get(normaliseCode(code))?.descriptions[0] ?? null,
    validatedAt: inquiry.validated_at,
    validatedBy: inquiry.validator,
    // The threshold rule validates without a person (issue 14, item 3).
    automatic: inquiry.validated_by === null,
    timestamp: now,
  });

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
