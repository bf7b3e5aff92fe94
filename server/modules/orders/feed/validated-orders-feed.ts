import type pg from "pg";
import type {
  ValidatedOrder,
  ValidatedOrderFeed,
} from "../../../contracts/orders/validated-order.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { decodeFeedCursor, encodeFeedCursor } from "./feed-cursor.ts";

type EntryRow = {
  xid: string;
  seq: string;
  version: number;
  payload: ValidatedOrder;
  status: string;
  total: string;
};

/**
 * The feed's entries after `cursor` (decision 043), oldest first. Only entries of transactions
 * older than the oldest one still running (the snapshot's xmin) are answered: every entry that
 * can still commit has a transaction id at or above it, so none can ever appear behind an
 * answered cursor. Ordered by (xid, seq), both fixed when the entry is written.
 */
export function readValidatedOrders(
  pool: pg.Pool,
  tenantId: string,
  query: { cursor?: string; per_page: number },
  path: string,
): Promise<ValidatedOrderFeed> {
  const after = decodeFeedCursor(query.cursor);
  return withTenant(pool, tenantId, async (tx) => {
    // One statement, so the horizon and the rows read come from the same snapshot.
    const { rows } = await tx.client.query<EntryRow>(
      `select f.xid::text as xid, f.seq::text as seq, f.version, f.payload, i.status,
              count(*) over () as total
         from validated_order_feed f
         join order_inquiries i on i.tenant_id = f.tenant_id and i.id = f.inquiry_id
        where f.tenant_id = $1
          and (f.xid, f.seq) > ($2::text::xid8, $3::bigint)
          and f.xid < pg_snapshot_xmin(pg_current_snapshot())
        order by f.xid, f.seq
        limit $4`,
      [tenantId, after.xid, after.seq, query.per_page],
    );
    const last = rows.at(-1);
    const nextCursor = encodeFeedCursor(last ? { xid: last.xid, seq: last.seq } : after);
    const total = Number(rows[0]?.total ?? 0);
    return {
      data: rows.map((row) => ({ ...row.payload, status: row.status, version: row.version })),
      next_cursor: nextCursor,
      meta: {
        path,
        per_page: query.per_page,
        total,
        has_more: total > rows.length,
        next: `${path}?cursor=${nextCursor}&per_page=${query.per_page}`,
      },
    };
  });
}
