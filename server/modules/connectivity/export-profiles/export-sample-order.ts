import type { Transaction } from "../../../db/tenant-transaction.ts";
import { loadOrderValidatedPayload } from "../webhooks/load-order-validated-payload.ts";

/**
 * An order with only what every validated order has, its id and status (decision 061): what a
 * file-name template must still make a name of, in a tenant that has validated no order yet.
 */
export const BARE_ORDER: Record<string, unknown> = {
  order_id: "00000000-0000-4000-8000-000000000000",
  status: "validated",
  order_reference: null,
  requested_delivery_date: null,
  delivery_address: null,
  remarks: null,
  customer: { number: null, name: null },
  lines: [],
  validated_at: null,
};

/** The tenant's last validated order: the one a preview shows by default. */
export async function lastValidatedOrderId(tx: Transaction): Promise<string | null> {
  const { rows } = await tx.client.query<{ id: string }>(
    `select id from order_inquiries
      where "order" is not null and validated_at is not null
      order by validated_at desc, id limit 1`,
  );
  return rows[0]?.id ?? null;
}

/** The orders a file-name template is checked with on save: the last validated, else a bare one. */
export async function sampleOrders(
  tx: Transaction,
  tenantId: string,
): Promise<Record<string, unknown>[]> {
  const inquiryId = await lastValidatedOrderId(tx);
  const loaded = inquiryId
    ? await loadOrderValidatedPayload(tx, { tenantId, inquiryId, timestamp: new Date() })
    : null;
  return [loaded ? (loaded.payload.data as unknown as Record<string, unknown>) : BARE_ORDER];
}
