import type { Transaction } from "../../../db/tenant-transaction.ts";
import { normaliseCode } from "../../orders/extraction/catalogue.ts";
import type { ExtractedOrder } from "../../orders/extraction/extract-order.ts";
import { catalogueIn } from "../../orders/inquiries/tenant-catalogue.ts";
import type { WorkingOrder } from "../../orders/validation/working-order.ts";
import { type OrderValidatedPayload, orderValidatedPayload } from "./order-validated-payload.ts";

/**
 * The `order.validated` payload of an inquiry as it is in this transaction, and the order's
 * version; null when it has no order. One order looks the same in a webhook message and in the
 * validated-orders feed (decision 043), so both build it here.
 */
export async function loadOrderValidatedPayload(
  tx: Transaction,
  input: { tenantId: string; inquiryId: string; timestamp: Date },
): Promise<{ version: number; payload: OrderValidatedPayload } | null> {
  const { tenantId, inquiryId } = input;
  const { rows } = await tx.client.query<{
    status: string;
    version: number;
    order: WorkingOrder | null;
    result: ExtractedOrder | null;
    customer_name: string | null;
    validated_at: Date | null;
    validated_by: string | null;
    validator: string | null;
  }>(
    `select i.status, i.version, i."order", i.result, i.customer_name, i.validated_at,
            i.validated_by,
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)
              as validator
       from order_inquiries i left join users u on u.id = i.validated_by
      where i.tenant_id = $1 and i.id = $2`,
    [tenantId, inquiryId],
  );
  const inquiry = rows[0];
  if (!inquiry?.order) return null;

  const catalogue = inquiry.order.lines.some((line) => line.product_code)
    ? await catalogueIn(tx, tenantId)
    : null;
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
    timestamp: input.timestamp,
  });
  return { version: inquiry.version, payload };
}
