import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import {
  getDashboardFigures,
  getDashboardTotals,
  getTenantOverview,
  readDashboardTotals,
} from "./dashboard-api.server";
import { dashboardPeriodSchema, dashboardQueryOf } from "./dashboard-period";
import { readOverviewQuery } from "./tenant-overview-query";

/**
 * /admin: the dashboard of the current tenant (or, for a platform administrator, the tenant of
 * `?tenantId=`) for the period of the URL (`?period=…&from=…&till=…`, default the last 7 days).
 * A period that cannot be read is said next to its field, and no figures are shown.
 */
export async function loadDashboardPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const user = requirePermission(context, "read:logs");
  const t = getInstance(context).t;
  const search = url.searchParams;
  const tenantId = search.get("tenantId") || null;
  const values = {
    period: search.get("period") ?? "last_7_days",
    from: search.get("from") ?? "",
    till: search.get("till") ?? "",
  };
  const title = t("dashboard:title");
  const submission = parseWithZod(search, { schema: dashboardPeriodSchema });
  if (submission.status !== "success") {
    return {
      title,
      values,
      tenantId,
      result: submission.reply(),
      totals: null,
      figures: null,
      tenants: null,
    };
  }
  const query = dashboardQueryOf(submission.value);
  if (tenantId) query.set("tenantId", tenantId);
  const response = await getDashboardTotals(context, query);
  if (response.status === 400) {
    // The API's own reading of the dates refused them: say so next to the range.
    await readApiError(response);
    const result = submission.reply({ fieldErrors: { till: ["dashboard:errors.periodRefused"] } });
    return { title, values, tenantId, result, totals: null, figures: null, tenants: null };
  }
  if (!response.ok) return throwApiError(response);
  const totals = await readDashboardTotals(response);
  // The central overview of every tenant: platform administrators, on their own dashboard.
  const overviewQuery = readOverviewQuery(search);
  const [figures, overview] = await Promise.all([
    getDashboardFigures(context, {
      start: totals.start,
      end: totals.end,
      ...(tenantId ? { tenantId } : {}),
    }),
    can(user, "platform:admin") && !tenantId
      ? getTenantOverview(context, totals, overviewQuery)
      : null,
  ]);
  const tenants = overview ? { ...overview, query: overviewQuery } : null;
  return { title, values, tenantId, result: undefined, totals, figures, tenants };
}

export type DashboardPageData = Awaited<ReturnType<typeof loadDashboardPage>>;
