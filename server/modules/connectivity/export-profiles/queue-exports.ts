import type { Transaction } from "../../../db/tenant-transaction.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { loadOrderValidatedPayload } from "../webhooks/load-order-validated-payload.ts";

export const WRITE_EXPORT_JOB = "exports.write-order";

/** `due` is the run's next_attempt_at this job was queued for; another one makes it stale. */
export type WriteExportJobData = { tenantId: string; runId: string; due: string };

/**
 * Called in the transaction that validates an order (decision 046), like the webhook
 * announcement: one run per active export profile for this order version, with its first job.
 * The unique (profile, order, version) makes a second validation of the same version a no-op.
 */
export async function queueExports(
  tx: Transaction,
  input: { tenantId: string; inquiryId: string },
): Promise<void> {
  const { tenantId, inquiryId } = input;
  const { rows: profiles } = await tx.client.query<{ id: string }>(
    "select id from export_profiles where tenant_id = $1 and active order by created_at, id",
    [tenantId],
  );
  if (profiles.length === 0) return;
  const now = new Date();
  const loaded = await loadOrderValidatedPayload(tx, { tenantId, inquiryId, timestamp: now });
  if (!loaded) return;
  for (const profile of profiles) {
    const { rows } = await tx.client.query<{ id: string }>(
      `insert into export_runs
         (tenant_id, profile_id, inquiry_id, order_version, payload, status, next_attempt_at)
       values ($1, $2, $3, $4, $5, 'pending', $6)
       on conflict (profile_id, inquiry_id, order_version) do nothing
       returning id`,
      [tenantId, profile.id, inquiryId, loaded.version, JSON.stringify(loaded.payload.data), now],
    );
    const run = rows[0];
    if (!run) continue;
    const data: WriteExportJobData = { tenantId, runId: run.id, due: now.toISOString() };
    await enqueue(tx, WRITE_EXPORT_JOB, data);
  }
}
