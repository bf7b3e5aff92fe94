import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { enqueue, type JobDefinition } from "../../../jobs/queue.ts";
import type { StatusResult } from "../../connectivity/integrations/erp-connector.ts";
import { type DeliverySettings, deliveryJobExpiry } from "./delivery-settings.ts";
import { READ_ERP_STATUS_JOB } from "./delivery-statuses.ts";
import { type DeliveryDependencies, openDelivery } from "./erp-connection.ts";
import {
  lockDelivery,
  markOrderSubmitFailed,
  recordDeliveryAttempt,
} from "./record-delivery-attempt.ts";

type StatusJobData = { tenantId: string; deliveryId: string; polls: number };

/**
 * Follows a submitted order in the ERP until it is confirmed (→ completed) or cancelled
 * (→ submit_failed), asking less often as time goes by and giving up after
 * `statusPollForHours` (the order stays submitted). Reads that change nothing are not recorded.
 */
export function readErpStatusJob(
  pool: pg.Pool,
  dependencies: DeliveryDependencies,
  settings: DeliverySettings,
): JobDefinition {
  const job: JobDefinition<StatusJobData> = {
    name: READ_ERP_STATUS_JOB,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: deliveryJobExpiry(settings),
    concurrency: 4,
    handle: (data) => readErpStatus(pool, dependencies, settings, data),
  };
  return job as JobDefinition;
}

export async function readErpStatus(
  pool: pg.Pool,
  dependencies: DeliveryDependencies,
  settings: DeliverySettings,
  { tenantId, deliveryId, polls }: StatusJobData,
): Promise<void> {
  const opened = await withTenant(pool, tenantId, (tx) =>
    openDelivery(tx, deliveryId, dependencies, settings.requestTimeoutMs),
  );
  if (opened?.delivery.status !== "submitted" || !opened.delivery.erp_order_number) return;
  const { delivery, connector } = opened;
  const started = performance.now();
  const result: StatusResult = connector
    ? await connector.status(delivery.erp_order_number as string)
    : { outcome: "failed", reason: "The integration was deleted or deactivated" };
  const durationMs = Math.round(performance.now() - started);

  await withTenant(pool, tenantId, async (tx) => {
    const locked = await lockDelivery(tx, deliveryId);
    if (locked?.status !== "submitted") return;
    const status = result.outcome === "found" ? result.status : null;
    if (status !== "received") {
      await recordDeliveryAttempt(tx, tenantId, deliveryId, {
        kind: "status",
        outcome: status ?? result.outcome,
        reason: "reason" in result ? result.reason : null,
        durationMs,
      });
    }
    if (status === "confirmed") {
      await tx.client.query(
        `update order_deliveries set status = 'completed', completed_at = now(), updated_at = now()
         where id = $1`,
        [deliveryId],
      );
      await tx.client.query(
        `update order_inquiries set status = 'completed', updated_at = now()
         where id = $1 and status = 'submitted'`,
        [delivery.inquiry_id],
      );
      return;
    }
    if (status === "cancelled") {
      const reason = `The ERP cancelled order ${delivery.erp_order_number}`;
      await tx.client.query(
        `update order_deliveries set status = 'cancelled', reason = $2, updated_at = now()
         where id = $1`,
        [deliveryId, reason],
      );
      await markOrderSubmitFailed(tx, delivery.inquiry_id, reason);
      return;
    }
    const submittedAt = delivery.submitted_at?.getTime() ?? Date.now();
    if (Date.now() - submittedAt > settings.statusPollForHours * 3_600_000) return;
    const wait = Math.min(settings.statusPollSeconds * 2 ** Math.min(polls, 10), 3_600);
    const retryAfter = "retryAfterSeconds" in result ? (result.retryAfterSeconds ?? 0) : 0;
    await enqueue(
      tx,
      READ_ERP_STATUS_JOB,
      { tenantId, deliveryId, polls: polls + 1 },
      { startAfter: Math.max(wait, retryAfter) },
    );
  });
}
