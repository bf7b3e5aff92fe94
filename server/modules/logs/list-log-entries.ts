import type pg from "pg";
import type { LogEntry, LogQuery } from "../../contracts/logs/log-entry.ts";
import { withTenant } from "../../db/tenant-transaction.ts";
import { pageMeta } from "../../http/paging.ts";

type Row = {
  id: string;
  at: Date;
  level: LogEntry["level"];
  area: LogEntry["area"];
  kind: LogEntry["kind"];
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  subject_label: string | null;
  user_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  message: string | null;
  details: Record<string, unknown> | null;
  total: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The tenant's log, newest first, paged (spec section 3 shape; decision 050). A day in `from`
 * or `to` is the tenant's day (its time zone), `to` including it.
 */
export function listLogEntries(pool: pg.Pool, tenantId: string, query: LogQuery, path: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const where: string[] = [];
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const zone = "(select time_zone from tenant_settings)";
    if (query.from) {
      where.push(
        DAY.test(query.from)
          ? `l.at >= (${param(query.from)}::date)::timestamp at time zone ${zone}`
          : `l.at >= ${param(query.from)}::timestamptz`,
      );
    }
    if (query.to) {
      where.push(
        DAY.test(query.to)
          ? `l.at < (${param(query.to)}::date + 1)::timestamp at time zone ${zone}`
          : `l.at <= ${param(query.to)}::timestamptz`,
      );
    }
    if (query.level) where.push(`l.level = ${param(query.level)}`);
    if (query.area) where.push(`l.area = ${param(query.area)}`);
    if (query.user) where.push(`l.user_id = ${param(query.user)}::uuid`);
    if (query.q) {
      const like = param(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(l.subject_label ilike ${like} or l.message ilike ${like} or l.action ilike ${like}
          or l.details::text ilike ${like} or l.before::text ilike ${like}
          or l.after::text ilike ${like})`,
      );
    }
    const filter = where.length ? `where ${where.join(" and ")}` : "";
    const limit = param(query.per_page);
    const offset = param((query.page - 1) * query.per_page);
    const { rows } = await tx.client.query<Row>(
      `select l.id, l.at, l.level, l.area, l.kind, l.action, l.subject_type, l.subject_id,
              l.subject_label, l.user_id, u.email, u.first_name, u.last_name, l.before, l.after,
              l.message, l.details, count(*) over ()::int as total
         from log_entries l left join users u on u.id = l.user_id
         ${filter}
        order by l.at desc, l.id desc
        limit ${limit} offset ${offset}`,
      values,
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const { rows: counted } = await tx.client.query<{ n: number }>(
        `select count(*)::int as n from log_entries l ${filter}`,
        values.slice(0, -2),
      );
      total = counted[0]?.n ?? 0;
    }
    return {
      data: rows.map(
        (row): LogEntry => ({
          id: row.id,
          at: row.at.toISOString(),
          level: row.level,
          area: row.area,
          kind: row.kind,
          action: row.action,
          subject: row.subject_type
            ? { type: row.subject_type, id: row.subject_id, label: row.subject_label }
            : null,
          user:
            row.user_id && row.email
              ? {
                  id: row.user_id,
                  email: row.email,
                  name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() || row.email,
                }
              : null,
          before: row.before,
          after: row.after,
          message: row.message,
          details: row.details,
        }),
      ),
      meta: pageMeta(path, query, total, rows.length),
    };
  });
}
