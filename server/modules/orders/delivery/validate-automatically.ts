import type { Transaction } from "../../../db/tenant-transaction.ts";
import type { Catalogue } from "../extraction/catalogue.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { aiAccuracy } from "../validation/ai-accuracy.ts";
import { checkOrder } from "../validation/check-order.ts";
import type { WorkingOrder } from "../validation/working-order.ts";
import { activeIntegration } from "./active-integration.ts";
import { startDelivery } from "./start-delivery.ts";

/** The note the status history keeps for a validation no person made. */
export const AUTOMATIC_VALIDATION_NOTE = "automatic";

/**
 * The confidence of every value of the order: each header field, found or not (a field the
 * engine did not find carries the chance that it is really absent; decision 033), and each line.
 */
function confidences(result: ExtractedOrder): number[] {
  const header = result.headerConfidence;
  return [
    ...(header
      ? [header.customer, header.orderReference, header.requestedDeliveryDate]
      : [
          result.customer?.confidence,
          result.orderReference?.confidence,
          result.requestedDeliveryDate?.confidence,
        ]),
    ...result.lines.map((line) => line.confidence),
  ].filter((confidence): confidence is number => typeof confidence === "number");
}

/**
 * The threshold rule (touchless processing; decision 027): called in the transaction that stores
 * a freshly extracted order. When the tenant's active integration has the rule on, every value
 * of the order (found, or known to be absent) has at least its minimum confidence, and the order
 * is complete as validation requires (a known customer, lines with known products and
 * quantities), the order is validated with no operator: recorded as automatic in its history,
 * with its AI accuracy like any other validation, and sent on. Answers whether it did.
 */
export async function validateAutomatically(
  tx: Transaction,
  tenantId: string,
  inquiryId: string,
  result: ExtractedOrder,
  order: WorkingOrder,
  catalogue: Catalogue,
): Promise<boolean> {
  if (!result.isOrder || !result.customer || result.lines.length === 0) return false;
  const integration = await activeIntegration(tx, tenantId);
  const threshold = integration?.rules.threshold;
  if (!threshold?.enabled) return false;
  if (confidences(result).some((confidence) => confidence < threshold.min_confidence)) return false;
  const { issues } = checkOrder(order, order, "validate", catalogue);
  if (issues.length) return false;
  await tx.client.query("select set_config('app.status_note', $1, true)", [
    AUTOMATIC_VALIDATION_NOTE,
  ]);
  await tx.client.query(
    `update order_inquiries set status = 'validated', validated_at = now(), validated_by = null,
       ai_accuracy = $2, updated_at = now()
     where id = $1 and status = 'pending_validation'`,
    [inquiryId, aiAccuracy(result, order)],
  );
  await tx.client.query("select set_config('app.status_note', '', true)");
  await startDelivery(tx, { tenantId, inquiryId });
  return true;
}
