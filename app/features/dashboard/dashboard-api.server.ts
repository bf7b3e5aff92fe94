import type { RouterContextProvider } from "react-router";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import { dashboardTotalsSchema } from "../../../server/contracts/analytics/dashboard-totals";
import { errorBreakdownSchema } from "../../../server/contracts/analytics/error-breakdown";
import { kpiSchema } from "../../../server/contracts/analytics/kpi";
import { tenantOverviewRowSchema } from "../../../server/contracts/analytics/tenant-overview";
import {
  processingSeriesSchema,
  timeSeriesSchema,
} from "../../../server/contracts/analytics/time-series";
import type { OverviewQuery } from "./tenant-overview-query";

// The dashboard's calls (spec section 7; decision 049): the totals resolve the period, then the
// nine figures are fetched together for that period.

type Context = Readonly<RouterContextProvider>;

export function getDashboardTotals(context: Context, query: URLSearchParams) {
  return getApi(context).request(`/api/metrics/dashboard?${query}`);
}

export async function readDashboardTotals(response: Response) {
  return readApiData(response, dashboardTotalsSchema);
}

/** The nine figures of one period (and tenant, for a platform administrator). */
export async function getDashboardFigures(
  context: Context,
  period: { start: string; end: string; tenantId?: string },
) {
  const query = new URLSearchParams({ start: period.start, end: period.end });
  if (period.tenantId) query.set("tenantId", period.tenantId);
  const api = getApi(context);
  const read = async <T>(path: string, schema: import("zod").ZodType<T>) =>
    readApiData(await api.request(`${path}?${query}`), schema);
  const [channels, orders, orderLines, sent, errors, adoption, throughput, processing, accuracy] =
    await Promise.all([
      read("/api/central/metrics/channels", kpiSchema),
      read("/api/central/metrics/orders", kpiSchema),
      read("/api/central/metrics/order-lines", kpiSchema),
      read("/api/central/metrics/sent-to-integration", kpiSchema),
      read("/api/analytics/errors", errorBreakdownSchema),
      read("/api/analytics/adoption", timeSeriesSchema),
      read("/api/analytics/throughput", timeSeriesSchema),
      read("/api/analytics/processing-time", processingSeriesSchema),
      read("/api/analytics/accuracy", timeSeriesSchema),
    ]);
  return { channels, orders, orderLines, sent, errors, adoption, throughput, processing, accuracy };
}

export type DashboardFigures = Awaited<ReturnType<typeof getDashboardFigures>>;

/** Every tenant's volumes and churn risk for the period, 50 to a page (spec section 9). */
export async function getTenantOverview(
  context: Context,
  period: { start: string; end: string },
  query: OverviewQuery,
) {
  const params = new URLSearchParams({
    start: period.start,
    end: period.end,
    sort: query.sort,
    order: query.order,
    page: String(query.page),
    pageSize: "50",
  });
  if (query.search) params.set("search", query.search);
  const response = await getApi(context).request(`/api/central/metrics/overview?${params}`);
  return readApiPage(response, tenantOverviewRowSchema);
}
