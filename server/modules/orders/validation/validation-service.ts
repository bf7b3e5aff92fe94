import type pg from "pg";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { startDelivery } from "../delivery/start-delivery.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { type InquiryStatus, REJECTABLE } from "../inquiries/inquiry-statuses.ts";
import { catalogueIn } from "../inquiries/tenant-catalogue.ts";
import { learnAliases } from "../matching/learn-aliases.ts";
import { actAs } from "./acting-user.ts";
import { aiAccuracy } from "./ai-accuracy.ts";
import { checkOrder } from "./check-order.ts";
import { correctionsOf } from "./corrections-of.ts";
import { orderChanges } from "./order-changes.ts";
import type { WriteOrder } from "./order-input.ts";
import { AWAITING_VALIDATION, canMove } from "./order-transitions.ts";
import type { WorkingOrder } from "./working-order.ts";

type OrderRow = {
  status: InquiryStatus;
  version: number;
  order: WorkingOrder | null;
  result: ExtractedOrder | null;
  from_address: string | null;
};

/**
 * The inquiry to change, locked until the transaction ends; refused unless it may move to `to`
 * (`may`: by default, an order whose status allows the move).
 */
async function lockForMove(
  tx: Transaction,
  id: string,
  version: number,
  to: InquiryStatus,
  may: (row: OrderRow) => boolean = (row) => canMove(row.status, to) && row.order !== null,
): Promise<OrderRow> {
  const { rows } = isUuid(id)
    ? await tx.client.query<OrderRow>(
        `select status, version, "order", result, from_address from order_inquiries
         where id = $1 for update`,
        [id],
      )
    : { rows: [] as OrderRow[] };
  const row = rows[0];
  if (!row) throw notFound("Order inquiry", id);
  if (!may(row)) {
    throw new AppError("conflict", `An order that is ${row.status} cannot become ${to}`, {
      reason: "status",
      status: row.status,
    });
  }
  if (row.version !== version) {
    throw new AppError("conflict", "This order was changed by someone else since it was opened", {
      reason: "version_conflict",
      version: row.version,
    });
  }
  return row;
}

/** The oldest order waiting for validation other than `exceptId`. */
async function nextAwaiting(tx: Transaction, tenantId: string, exceptId: string) {
  const { rows } = await tx.client.query<{ id: string }>(
    `select id from order_inquiries where tenant_id = $1 and status = any($2::text[]) and id <> $3
     order by received_at, id limit 1`,
    [tenantId, AWAITING_VALIDATION, exceptId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Saves or validates an order as an operator changed it (decision 016): refused when it may not
 * move so, when it changed since `version`, or (422) when a value is wrong; else every changed
 * value is recorded, and a validation sets the AI's accuracy and teaches the matching.
 */
export function writeOrder(
  pool: pg.Pool,
  tenantId: string,
  userId: string,
  id: string,
  input: WriteOrder,
): Promise<{ nextId: string | null }> {
  return withTenant(pool, tenantId, async (tx) => {
    await actAs(tx, userId);
    const to = input.action === "validate" ? "validated" : "saved";
    const row = await lockForMove(tx, id, input.version, to);
    const before = row.order as WorkingOrder;
    const catalogue = await catalogueIn(tx, tenantId);
    const { order, issues } = checkOrder(
      input.order,
      before,
      input.action,
      catalogue,
      row.result?.unmatched?.length ?? 0,
    );
    if (issues.length) {
      throw new AppError("validation_failed", "Validation or transformation failed", issues);
    }
    const changes = orderChanges(before, order, row.result);
    if (changes.length) {
      await tx.client.query(
        `insert into order_changes
           (tenant_id, inquiry_id, field, line_id, ai_value, previous_value, final_value, user_id)
         select $1, $2, c.field, c.line_id, c.ai_value, c.previous_value, c.final_value, $3
         from jsonb_to_recordset($4::jsonb) as c(field text, line_id uuid, ai_value text,
           previous_value text, final_value text)`,
        [
          tenantId,
          id,
          userId,
          JSON.stringify(
            changes.map((c) => ({
              field: c.field,
              line_id: c.lineId,
              ai_value: c.aiValue,
              previous_value: c.previousValue,
              final_value: c.finalValue,
            })),
          ),
        ],
      );
    }
    const validating = input.action === "validate";
    if (validating && order.customer_number) {
      await learnAliases(tx, {
        inquiryId: id,
        customerNumber: order.customer_number,
        corrections: correctionsOf(row.result, order, row.from_address),
      });
    }
    const customer = order.customer_number
      ? catalogue.customerByNumber.get(order.customer_number)
      : undefined;
    await tx.client.query(
      `update order_inquiries set status = $2, "order" = $3, customer_number = $4,
         customer_name = $5, order_reference = $6, line_count = $7,
         ai_accuracy = case when $8 then $9::real else ai_accuracy end,
         validated_at = case when $8 then now() else validated_at end,
         validated_by = case when $8 then $10::uuid else validated_by end,
         updated_at = now()
       where id = $1`,
      [
        id,
        to,
        JSON.stringify(order),
        order.customer_number,
        customer?.name ?? null,
        order.order_reference,
        order.lines.length,
        validating,
        validating ? aiAccuracy(row.result, order) : null,
        userId,
      ],
    );
    if (validating) await startDelivery(tx, { tenantId, inquiryId: id });
    return { nextId: input.next ? await nextAwaiting(tx, tenantId, id) : null };
  });
}

/**
 * Rejects an order with the operator's reason; an inquiry in which no order was found (yet) too,
 * wherever a rejection is allowed (decision 038: the inquiry's page asks a reason for both).
 */
export function rejectOrder(
  pool: pg.Pool,
  tenantId: string,
  userId: string,
  id: string,
  input: { version: number; reason: string },
): Promise<void> {
  return withTenant(pool, tenantId, async (tx) => {
    await actAs(tx, userId);
    await lockForMove(tx, id, input.version, "rejected", (row) => REJECTABLE.includes(row.status));
    const reason = input.reason.trim();
    if (!reason || reason.length > 500) {
      const code = reason ? "too_long" : "required";
      throw new AppError("validation_failed", "Validation or transformation failed", [
        {
          path: ["reason"],
          code,
          message: reason ? "This value is too long" : "A value is required",
        },
      ]);
    }
    await tx.client.query(
      `update order_inquiries set status = 'rejected', rejection_reason = $2, updated_at = now()
       where id = $1`,
      [id, reason],
    );
  });
}
