import type { OrderDelivery } from "../../../contracts/orders/order-delivery.ts";
import type { Transaction } from "../../../db/tenant-transaction.ts";

export {
  type OrderDelivery,
  orderDeliverySchema,
} from "../../../contracts/orders/order-delivery.ts";

type Row = {
  id: string;
  status: OrderDelivery["status"];
  integration_name: string | null;
  erp_order_number: string | null;
  reason: string | null;
  line_errors: OrderDelivery["line_errors"] | null;
  created_at: Date;
  submitted_at: Date | null;
  completed_at: Date | null;
  attempts: Array<Omit<OrderDelivery["attempts"][number], "at"> & { at: string }> | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Every hand-over of an order to the ERP, newest first, each with its attempts. */
export async function deliveriesOf(
  tx: Transaction,
  tenantId: string,
  inquiryId: string,
): Promise<OrderDelivery[]> {
  const { rows } = await tx.client.query<Row>(
    `select d.id, d.status, i.name as integration_name, d.erp_order_number, d.reason,
       d.line_errors, d.created_at, d.submitted_at, d.completed_at,
       (select json_agg(json_build_object('kind', a.kind, 'outcome', a.outcome,
           'reason', a.reason, 'duration_ms', a.duration_ms,
           'at', to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         order by a.at, a.id)
        from order_delivery_attempts a
        where a.tenant_id = d.tenant_id and a.delivery_id = d.id) as attempts
     from order_deliveries d
     left join integrations i on i.tenant_id = d.tenant_id and i.id = d.integration_id
     where d.tenant_id = $1 and d.inquiry_id = $2
     order by d.created_at desc, d.id`,
    [tenantId, inquiryId],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    integration_name: row.integration_name,
    erp_order_number: row.erp_order_number,
    reason: row.reason,
    line_errors: row.line_errors ?? [],
    created_at: row.created_at.toISOString(),
    submitted_at: iso(row.submitted_at),
    completed_at: iso(row.completed_at),
    attempts: row.attempts ?? [],
  }));
}
