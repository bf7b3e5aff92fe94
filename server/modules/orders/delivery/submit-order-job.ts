import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { enqueue, type JobDefinition } from "../../../jobs/queue.ts";
import {
  type ErpLineError,
  erpOrderSchema,
  type SubmitResult,
} from "../../connectivity/integrations/erp-connector.ts";
import { recordLogEvent } from "../../logs/record-log-event.ts";
import { deliveryRetryDelay } from "./delivery-retry-delay.ts";
import { type DeliverySettings, deliveryJobExpiry } from "./delivery-settings.ts";
import { READ_ERP_STATUS_JOB, SUBMIT_ORDER_JOB } from "./delivery-statuses.ts";
import { type DeliveryDependencies, NO_INTEGRATION, openDelivery } from "./erp-connection.ts";
import {
  lockDelivery,
  markOrderSubmitFailed,
  recordDeliveryAttempt,
} from "./record-delivery-attempt.ts";

type SubmitJobData = { tenantId: string; deliveryId: string };

/**
 * Sends a pending delivery to the ERP once (decision 027). No transaction is open while the ERP
 * answers; the answer is recorded in a second one that first checks the delivery is still
 * pending, so a job run twice (after a crash, the queue runs it again) records one outcome, and
 * the ERP, given the same idempotency key, makes one order.
 */
export function submitOrderJob(
  pool: pg.Pool,
  dependencies: DeliveryDependencies,
  settings: DeliverySettings,
): JobDefinition {
  const job: JobDefinition<SubmitJobData> = {
    name: SUBMIT_ORDER_JOB,
    // Database trouble only; the ERP's transient failures are retried by the job itself.
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: deliveryJobExpiry(settings),
    concurrency: 16,
    // an operator who validated an order sees it submitted within a second
    pollingIntervalSeconds: 0.5,
    handle: (data) => submitOrder(pool, dependencies, settings, data),
  };
  return job as JobDefinition;
}

export async function submitOrder(
  pool: pg.Pool,
  dependencies: DeliveryDependencies,
  settings: DeliverySettings,
  { tenantId, deliveryId }: SubmitJobData,
): Promise<void> {
  const opened = await withTenant(pool, tenantId, (tx) =>
    openDelivery(tx, deliveryId, dependencies, settings.requestTimeoutMs),
  );
  if (opened?.delivery.status !== "pending") return;
  const { delivery, connector } = opened;
  const started = performance.now();
  const result: SubmitResult = await (async () => {
    if (!connector) return { outcome: "refused", reason: NO_INTEGRATION, lineErrors: [] };
    const order = erpOrderSchema.safeParse(delivery.payload);
    if (!order.success) return refusedBeforeSending(order.error.issues);
    return connector.submit(order.data, { idempotencyKey: delivery.idempotency_key });
  })();
  const durationMs = Math.round(performance.now() - started);

  await withTenant(pool, tenantId, async (tx) => {
    const locked = await lockDelivery(tx, deliveryId);
    if (locked?.status !== "pending") return;
    const attempts = locked.attempts + 1;
    await recordDeliveryAttempt(tx, tenantId, deliveryId, {
      kind: "submit",
      outcome: result.outcome,
      reason: result.outcome === "accepted" ? null : result.reason,
      durationMs,
    });
    if (result.outcome === "accepted") {
      await tx.client.query(
        `update order_deliveries set status = 'submitted', erp_order_number = $2, reason = null,
           line_errors = null, attempts = $3, submitted_at = now(), updated_at = now()
         where id = $1`,
        [deliveryId, result.erpOrderNumber, attempts],
      );
      await tx.client.query(
        `update order_inquiries set status = 'submitted', erp_order_number = $2, error = null,
           updated_at = now()
         where id = $1 and status = 'validated'`,
        [delivery.inquiry_id, result.erpOrderNumber],
      );
      await enqueue(
        tx,
        READ_ERP_STATUS_JOB,
        { tenantId, deliveryId, polls: 0 },
        { startAfter: settings.statusPollSeconds },
      );
      return;
    }
    if (result.outcome === "refused" || attempts >= settings.maxAttempts) {
      const reason =
        result.outcome === "refused"
          ? result.reason
          : `${result.reason} (gave up after ${attempts} attempts)`;
      await tx.client.query(
        `update order_deliveries set status = $2, reason = $3, line_errors = $4, attempts = $5,
           updated_at = now()
         where id = $1`,
        [
          deliveryId,
          result.outcome === "refused" ? "refused" : "failed",
          reason,
          JSON.stringify(result.outcome === "refused" ? result.lineErrors : []),
          attempts,
        ],
      );
      await markOrderSubmitFailed(tx, delivery.inquiry_id, reason);
      await recordLogEvent(tx, {
        level: "error",
        area: "delivery",
        action: result.outcome === "refused" ? "delivery_refused" : "delivery_given_up",
        subject: { type: "order_inquiry", id: delivery.inquiry_id },
        message: `events.${result.outcome === "refused" ? "delivery_refused" : "delivery_given_up"}`,
        details: { reason },
      });
      return;
    }
    await tx.client.query(
      `update order_deliveries set reason = $2, attempts = $3, updated_at = now() where id = $1`,
      [deliveryId, result.reason, attempts],
    );
    await enqueue(
      tx,
      SUBMIT_ORDER_JOB,
      { tenantId, deliveryId },
      { startAfter: deliveryRetryDelay(attempts, settings, result.retryAfterSeconds) },
    );
  });
}

/** An order the ERP could never take (a negative quantity …): refused with the line named. */
function refusedBeforeSending(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): SubmitResult {
  const lineErrors: ErpLineError[] = [];
  const orderErrors: string[] = [];
  for (const issue of issues) {
    const [where, index, field] = issue.path;
    if (where === "lines" && typeof index === "number") {
      lineErrors.push({ line: index + 1, message: `${String(field)}: ${issue.message}` });
    } else orderErrors.push(`${issue.path.join(".")}: ${issue.message}`);
  }
  return {
    outcome: "refused",
    reason: orderErrors.length
      ? `The order cannot be sent: ${orderErrors.join("; ")}`
      : "The order cannot be sent: a line is not valid for the ERP",
    lineErrors,
  };
}
