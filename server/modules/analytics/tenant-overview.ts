import type {
  OverviewQuery,
  TenantOverviewRow,
} from "../../contracts/analytics/tenant-overview.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { pageMeta } from "../../http/paging.ts";
import { type Period, previousOf } from "./analytics-period.ts";
import type { Scope } from "./analytics-scope.ts";
import { churnRisk } from "./churn-risk.ts";
import { readBacklogByTenant, readLastOnline, readTotalsByTenant } from "./rollup-reads.ts";

export const OVERVIEW_PAGE_SIZE = 50;

function matching(search: string | undefined) {
  const words = search?.trim().toLowerCase();
  return words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/** Tenants in scope, by name, optionally those whose name or key contains `search`. */
export async function readTenants(tx: Transaction, scope: Scope, search: string | undefined) {
  const pattern = matching(search);
  const result = await tx.client.query<{ id: string; key: string; name: string }>(
    `select id, key, name from tenants
     where ($1::uuid is null or id = $1) and ($2::text is null or lower(name) like $2 or key like $2)
     order by lower(name), key`,
    [scope.tenantId, pattern],
  );
  return result.rows;
}

/**
 * The central overview (spec section 3): every tenant's volumes of the period, its churn risk
 * with the parts (decision 049) and when its people last acted; sorted, then one page.
 */
export async function tenantOverview(
  tx: Transaction,
  scope: Scope,
  period: Period,
  query: OverviewQuery,
  path: string,
) {
  const tenants = await readTenants(tx, scope, query.search);
  const previous = previousOf(period);
  const now = await readTotalsByTenant(tx, scope, period.start, period.end, {
    figures: true,
    actors: "channel",
  });
  const before = await readTotalsByTenant(tx, scope, previous.start, previous.end);
  const backlogStart = await readBacklogByTenant(tx, scope, period.start);
  const backlogEnd = await readBacklogByTenant(tx, scope, period.end);
  const lastOnline = await readLastOnline(
    tx,
    tenants.map((tenant) => tenant.id),
  );
  const asOf = new Date(Math.min(Date.now(), period.end.getTime()));
  const rows: TenantOverviewRow[] = tenants.map((tenant) => {
    const sums = now.get(tenant.id);
    const last = lastOnline.get(tenant.id) ?? null;
    const risk = churnRisk({
      ordersNow: sums?.received ?? 0,
      ordersBefore: before.get(tenant.id)?.received ?? 0,
      lastOnlineAt: last,
      asOf,
      backlogAtStart: backlogStart.get(tenant.id) ?? 0,
      backlogAtEnd: backlogEnd.get(tenant.id) ?? 0,
      errors: (sums?.aiErrors ?? 0) + (sums?.erpErrors ?? 0),
      validated: sums?.validated ?? 0,
      touchless: sums?.touchless ?? 0,
    });
    return {
      tenantId: tenant.id,
      key: tenant.key,
      name: tenant.name,
      channels: sums?.channels ?? 0,
      orders: sums?.received ?? 0,
      orderLines: sums?.lines ?? 0,
      sentToIntegration: sums?.sentOk ?? 0,
      churnRisk: risk.score,
      churnRiskParts: risk.parts,
      lastOnlineAt: last?.toISOString() ?? null,
    };
  });
  const sort = query.sort ?? "churnRisk";
  const direction = (query.order ?? (query.sort ? "asc" : "desc")) === "asc" ? 1 : -1;
  rows.sort((a, b) => {
    const x = a[sort];
    const y = b[sort];
    if (x === y) return a.name.localeCompare(b.name);
    // No sign-in yet sorts as the oldest.
    if (x === null) return -direction;
    if (y === null) return direction;
    return (x < y ? -1 : 1) * direction;
  });
  const paging = {
    page: query.page ?? 1,
    per_page: query.pageSize ?? query.per_page ?? OVERVIEW_PAGE_SIZE,
  };
  const page = rows.slice((paging.page - 1) * paging.per_page, paging.page * paging.per_page);
  return { data: page, meta: pageMeta(path, paging, rows.length, page.length) };
}
