import type {
  DashboardQuery,
  DashboardTotals,
} from "../../contracts/analytics/dashboard-totals.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { notFound } from "../../http/app-error.ts";
import { change } from "./analytics-figures.ts";
import { previousOf, resolvePeriod } from "./analytics-period.ts";
import type { Scope } from "./analytics-scope.ts";
import { readTotals } from "./rollup-reads.ts";

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A preset's first and last day, counted from today in the tenant's time zone. */
async function presetDays(tx: Transaction, period: DashboardQuery["period"], timeZone: string) {
  const result = await tx.client.query<{ today: string }>(
    "select to_char(now() at time zone $1, 'YYYY-MM-DD') as today",
    [timeZone],
  );
  const today = new Date(`${result.rows[0]?.today}T00:00:00Z`);
  if (period === "today") return { start: day(today), end: day(today) };
  if (period === "current_month") {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
    return { start: day(first), end: day(last) };
  }
  return { start: day(new Date(today.getTime() - 6 * 86_400_000)), end: day(today) };
}

/** The totals are always one tenant's: the route never asks for every tenant. */
function oneTenant(scope: Scope) {
  if (!scope.tenantId) throw new Error("Dashboard totals are read for one tenant");
  return scope.tenantId;
}

async function tenantOf(tx: Transaction, tenantId: string) {
  const result = await tx.client.query<{ id: string; key: string; name: string }>(
    "select id, key, name from tenants where id = $1",
    [tenantId],
  );
  const tenant = result.rows[0];
  if (!tenant) throw notFound("Tenant", tenantId);
  return tenant;
}

/**
 * The dashboard's totals (spec section 3) of one tenant: e-mails received, orders,
 * order lines and orders the ERP accepted, each against the previous period of the same length.
 */
export async function dashboardTotals(
  tx: Transaction,
  scope: Scope,
  query: DashboardQuery,
): Promise<DashboardTotals> {
  const period =
    query.period === "custom"
      ? await resolvePeriod(tx, { start: query.from, end: query.till }, scope.timeZone, {
          start: "from",
          end: "till",
        })
      : await resolvePeriod(
          tx,
          await presetDays(tx, query.period ?? "last_7_days", scope.timeZone),
          scope.timeZone,
        );
  const previous = previousOf(period);
  const now = await readTotals(tx, scope, period.start, period.end);
  const before = await readTotals(tx, scope, previous.start, previous.end);
  return {
    tenant: await tenantOf(tx, oneTenant(scope)),
    start: period.start.toISOString(),
    end: period.end.toISOString(),
    emails: change(now.emails, before.emails),
    orders: change(now.received, before.received),
    lines: change(now.lines, before.lines),
    erp: change(now.sentOk, before.sentOk),
  };
}
