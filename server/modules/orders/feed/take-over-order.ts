import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import type { InquiryStatus } from "../inquiries/inquiry-statuses.ts";
import { actAs } from "../validation/acting-user.ts";
import { canMove } from "../validation/order-transitions.ts";

/**
 * Another system (the integrator's ERP, which pulled the order from the feed) has taken the
 * order over: it becomes completed (decision 043). Idempotent: an order already completed is
 * answered as it is. A hand-over to Fennec's own ERP integration still waiting to be sent is
 * cancelled, so the order does not reach an ERP twice.
 */
export function takeOverOrder(
  pool: pg.Pool,
  tenantId: string,
  userId: string | null,
  id: string,
): Promise<{ order_id: string; status: "completed" }> {
  return withTenant(pool, tenantId, async (tx) => {
    if (userId) await actAs(tx, userId);
    const { rows } = isUuid(id)
      ? await tx.client.query<{ status: InquiryStatus }>(
          "select status from order_inquiries where id = $1 for update",
          [id],
        )
      : { rows: [] };
    const row = rows[0];
    if (!row) throw notFound("Order inquiry", id);
    if (row.status !== "completed") {
      if (!canMove(row.status, "completed")) {
        throw new AppError(
          "conflict",
          `An order that is ${row.status} cannot be taken over: only validated and submitted orders can`,
          { reason: "status", status: row.status },
        );
      }
      await tx.client.query(
        `update order_inquiries set status = 'completed', error = null, updated_at = now()
         where id = $1`,
        [id],
      );
      await tx.client.query(
        `update order_deliveries set status = 'cancelled',
           reason = 'The order was taken over by another system', updated_at = now()
         where tenant_id = $1 and inquiry_id = $2 and status = 'pending'`,
        [tenantId, id],
      );
    }
    return { order_id: id, status: "completed" as const };
  });
}
