import type { Transaction } from "../../../db/tenant-transaction.ts";
import { normaliseCode } from "../extraction/catalogue.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import type { InquiryStatus } from "../inquiries/inquiry-statuses.ts";
import { catalogueIn } from "../inquiries/tenant-catalogue.ts";
import { correctedHeaderFields, correctedLineFields } from "./kept-as-ai.ts";
import type { WorkingOrder } from "./working-order.ts";

const iso = (date: Date) => date.toISOString();
const personOf = `nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`;

/**
 * The working order with the names of its customer and products, and the values an operator
 * changed from the AI's (`corrected_fields`, of the header and of each line), as the screens
 * show it.
 */
async function presentOrder(
  tx: Transaction,
  tenantId: string,
  order: WorkingOrder | null,
  result: ExtractedOrder | null,
) {
  if (!order) return null;
  const catalogue = await catalogueIn(tx, tenantId);
  return {
    ...order,
    customer_name: order.customer_number
      ? (catalogue.customerByNumber.get(order.customer_number)?.name ?? null)
      : null,
    corrected_fields: correctedHeaderFields(result, order),
    lines: order.lines.map((line) => ({
      ...line,
      product_description: line.product_code
        ? (catalogue.productByCode.get(normaliseCode(line.product_code))?.descriptions[0] ?? null)
        : null,
      corrected_fields: correctedLineFields(result, line),
    })),
  };
}

/**
 * What validation adds to an inquiry's detail (decision 016): the working order (with what was
 * corrected, decision 038), who validated it, its status history (oldest first) and the values operators changed (newest first).
 */
export async function validationDetail(
  tx: Transaction,
  tenantId: string,
  id: string,
  row: { order: WorkingOrder | null; result: ExtractedOrder | null; validated_by: string | null },
) {
  // one client: one query at a time
  const { rows: history } = await tx.client.query<{
    status: InquiryStatus;
    at: Date;
    by: string | null;
    note: string | null;
  }>(
    `select e.status, e.at, coalesce(${personOf}, u.email) as by, e.note
       from order_inquiry_events e left join users u on u.id = e.user_id
       where e.tenant_id = $1 and e.inquiry_id = $2 order by e.at, e.id`,
    [tenantId, id],
  );
  const { rows: changes } = await tx.client.query<{
    field: string;
    line_id: string | null;
    ai_value: string | null;
    previous_value: string | null;
    final_value: string | null;
    by: string | null;
    at: Date;
  }>(
    `select c.field, c.line_id, c.ai_value, c.previous_value, c.final_value,
         coalesce(${personOf}, u.email) as by, c.changed_at as at
       from order_changes c left join users u on u.id = c.user_id
       where c.tenant_id = $1 and c.inquiry_id = $2 order by c.changed_at desc, c.id`,
    [tenantId, id],
  );
  const { rows: validator } = row.validated_by
    ? await tx.client.query<{ by: string | null }>(
        `select coalesce(${personOf}, u.email) as by from users u where u.id = $1`,
        [row.validated_by],
      )
    : { rows: [] };
  return {
    order: await presentOrder(tx, tenantId, row.order, row.result),
    validated_by: validator[0]?.by ?? null,
    history: history.map((event) => ({ ...event, at: iso(event.at) })),
    changes: changes.map((change) => ({ ...change, at: iso(change.at) })),
  };
}
