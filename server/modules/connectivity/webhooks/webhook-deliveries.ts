import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { type PageQuery, pageMeta } from "../../../http/paging.ts";
import { requireWebhook, webhookMessageIdOf } from "./stored-webhook.ts";

type AttemptRow = {
  id: string;
  at: Date;
  trigger: string;
  outcome: "delivered" | "retry" | "give-up";
  status_code: number | null;
  duration_ms: number;
  response: string | null;
  reason: string | null;
  latest_of_message: boolean;
  message_id: string;
  event: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: Date | null;
  inquiry_id: string | null;
  total: number;
};

/** The delivery log of a webhook: every attempt, newest first, paged (spec section 3 shape). */
export function listWebhookDeliveries(
  pool: pg.Pool,
  tenantId: string,
  webhookId: string,
  query: PageQuery,
  path: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireWebhook(tx, webhookId);
    const { rows } = await tx.client.query<AttemptRow>(
      `select a.id, a.at, a.trigger, a.outcome, a.status_code, a.duration_ms, a.response,
              a.reason,
              a.id = (select l.id from webhook_attempts l
                       where l.tenant_id = a.tenant_id and l.message_id = a.message_id
                       order by l.at desc, l.id desc limit 1) as latest_of_message,
              m.id as message_id, m.event, m.status, m.attempts, m.next_attempt_at,
              m.inquiry_id, count(*) over ()::int as total
         from webhook_attempts a join webhook_messages m on m.id = a.message_id
        where a.webhook_id = $1
        order by a.at desc, a.id desc
        limit $2 offset $3`,
      [webhookId, query.per_page, (query.page - 1) * query.per_page],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const { rows: counted } = await tx.client.query<{ n: number }>(
        "select count(*)::int as n from webhook_attempts where webhook_id = $1",
        [webhookId],
      );
      total = counted[0]?.n ?? 0;
    }
    return {
      data: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        trigger: row.trigger,
        outcome: row.outcome,
        status_code: row.status_code,
        duration_ms: row.duration_ms,
        response: row.response,
        reason: row.reason,
        latest_of_message: row.latest_of_message,
        message: {
          id: row.message_id,
          webhook_message_id: webhookMessageIdOf(row.message_id),
          event: row.event,
          status: row.status,
          attempts: row.attempts,
          next_attempt_at: row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
          inquiry_id: row.inquiry_id,
        },
      })),
      meta: pageMeta(path, query, total, rows.length),
    };
  });
}
