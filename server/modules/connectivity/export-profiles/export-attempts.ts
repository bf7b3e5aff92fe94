import type pg from "pg";
import type { ExportAttempt } from "../../../contracts/connectivity/export-profile.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { type PageQuery, pageMeta } from "../../../http/paging.ts";
import { requireExportProfile } from "./stored-export-profile.ts";

type AttemptRow = {
  id: string;
  run_id: string;
  order_id: string;
  order_reference: string | null;
  order_version: number;
  run_status: ExportAttempt["run_status"];
  at: Date;
  outcome: ExportAttempt["outcome"];
  file_path: string | null;
  status_code: number | null;
  duration_ms: number;
  error_code: string | null;
  error_message: string | null;
};

const SELECT = `select a.id, a.run_id, r.inquiry_id as order_id,
         r.payload ->> 'order_reference' as order_reference, r.order_version,
         r.status as run_status, a.at, a.outcome, a.file_path, a.status_code, a.duration_ms,
         a.error_code, a.error_message
    from export_attempts a join export_runs r on r.id = a.run_id`;

function present(row: AttemptRow): ExportAttempt {
  return {
    id: row.id,
    run_id: row.run_id,
    order_id: row.order_id,
    order_reference: row.order_reference,
    order_version: row.order_version,
    run_status: row.run_status,
    at: row.at.toISOString(),
    outcome: row.outcome,
    file_path: row.file_path,
    status_code: row.status_code,
    duration_ms: row.duration_ms,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? "" } : null,
  };
}

/** GET /{id}/runs: the profile's delivery log, every attempt, newest first. */
export function listExportAttempts(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  query: PageQuery,
  path: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireExportProfile(tx, id);
    const { rows: total } = await tx.client.query<{ n: number }>(
      "select count(*)::int as n from export_attempts where profile_id = $1",
      [id],
    );
    const { rows } = await tx.client.query<AttemptRow>(
      `${SELECT} where a.profile_id = $1 order by a.at desc, a.id limit $2 offset $3`,
      [id, query.per_page, (query.page - 1) * query.per_page],
    );
    return { data: rows.map(present), meta: pageMeta(path, query, total[0]?.n ?? 0, rows.length) };
  });
}

/** The export attempts of one order, newest first (the order's delivery log). */
export async function exportAttemptsOfOrder(
  tx: { client: pg.PoolClient },
  inquiryId: string,
): Promise<ExportAttempt[]> {
  const { rows } = await tx.client.query<AttemptRow>(
    `${SELECT} where r.inquiry_id = $1 order by a.at desc, a.id limit 100`,
    [inquiryId],
  );
  return rows.map(present);
}
