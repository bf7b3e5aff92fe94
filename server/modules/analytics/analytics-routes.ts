import { createRoute, type z } from "@hono/zod-openapi";
import type pg from "pg";
import { analyticsQuerySchema } from "../../contracts/analytics/analytics-query.ts";
import {
  dashboardQuerySchema,
  dashboardTotalsSchema,
} from "../../contracts/analytics/dashboard-totals.ts";
import { errorBreakdownSchema } from "../../contracts/analytics/error-breakdown.ts";
import { kpiSchema } from "../../contracts/analytics/kpi.ts";
import {
  centralTenantPageSchema,
  overviewQuerySchema,
  tenantListQuerySchema,
  tenantOverviewPageSchema,
} from "../../contracts/analytics/tenant-overview.ts";
import { processingSeriesSchema, timeSeriesSchema } from "../../contracts/analytics/time-series.ts";
import type { ApiApp } from "../../http/api-app.ts";
import { dataOf, jsonResponse } from "../../http/openapi-helpers.ts";
import { DEFAULT_PER_PAGE, pageMeta } from "../../http/paging.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, requirePermission } from "../identity/authenticate.ts";
import {
  accuracy,
  adoption,
  errors,
  KPI_FIGURES,
  type KpiFigure,
  kpi,
  processingTime,
  throughput,
} from "./analytics-figures.ts";
import { resolvePeriod } from "./analytics-period.ts";
import { inAnalyticsScope } from "./analytics-scope.ts";
import { dashboardTotals } from "./dashboard-totals.ts";
import { readTenants, tenantOverview } from "./tenant-overview.ts";

/** The operations' summaries, one per figure (the reference lists operations by them). */
const KPI_SUMMARIES: Record<KpiFigure, string> = {
  channels: "KPI: channels that received messages",
  orders: "KPI: orders received",
  "order-lines": "KPI: order lines received",
  "sent-to-integration": "KPI: orders sent to the integration",
};
const SERIES_SUMMARIES = {
  errors: "Errors over a period, by kind (AI, ERP)",
  adoption: "Adoption over a period: active users and orders validated per user",
  throughput: "Throughput over a period: orders received, decided and sent",
  "processing-time": "Processing time and backlog over a period",
  accuracy: "AI accuracy over a period",
} as const;

/**
 * Analytics (spec section 7; decision 049). A tenant's figures are read by those who may read
 * its logs (administrators); other tenants' and all tenants' by platform administrators only.
 */
export function registerAnalyticsRoutes(api: ApiApp, provider: Provider, pool: pg.Pool) {
  const read = [authenticate(provider, pool), requirePermission("read:logs")];
  const platform = [authenticate(provider, pool), requirePermission("platform:admin")];

  for (const figure of Object.keys(KPI_FIGURES) as KpiFigure[]) {
    api.openapi(
      createRoute({
        method: "get",
        path: `/central/metrics/${figure}`,
        summary: KPI_SUMMARIES[figure],
        description:
          "The period's total, its change against the previous period of the same length, and its series. Without `tenantId`: every tenant together for a platform administrator, the current tenant for anyone else.",
        middleware: read,
        request: { query: analyticsQuerySchema },
        responses: { 200: jsonResponse(dataOf(kpiSchema), `${KPI_FIGURES[figure].label}: KPI`) },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const data = await inAnalyticsScope(
          pool,
          c.get("auth"),
          query.tenantId,
          true,
          async (tx, scope) =>
            kpi(tx, scope, await resolvePeriod(tx, query, scope.timeZone), figure),
        );
        return c.json({ data }, 200);
      },
    );
  }

  const seriesRoutes = [
    ["errors", errorBreakdownSchema, errors, "Errors by kind"],
    ["adoption", timeSeriesSchema, adoption, "Active users and orders validated per user"],
    ["throughput", timeSeriesSchema, throughput, "Orders received, decided and sent"],
    ["processing-time", processingSeriesSchema, processingTime, "Processing time and backlog"],
    ["accuracy", timeSeriesSchema, accuracy, "Share of values kept as the AI read them"],
  ] as const;
  for (const [name, schema, answer, description] of seriesRoutes) {
    api.openapi(
      createRoute({
        method: "get",
        path: `/analytics/${name}`,
        summary: SERIES_SUMMARIES[name],
        description:
          "The current tenant's, or those of `tenantId` for a platform administrator, per day, week, month, quarter or year after the period's length.",
        middleware: read,
        request: { query: analyticsQuerySchema },
        responses: { 200: jsonResponse(dataOf(schema as z.ZodType), description) },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const data = await inAnalyticsScope(
          pool,
          c.get("auth"),
          query.tenantId,
          false,
          async (tx, scope) => answer(tx, scope, await resolvePeriod(tx, query, scope.timeZone)),
        );
        return c.json({ data }, 200);
      },
    );
  }

  api.openapi(
    createRoute({
      method: "get",
      path: "/central/metrics/overview",
      summary: "Overview of every tenant: volumes and churn risk",
      description:
        "One row per tenant for the period, with its churn risk (0–100) and the parts of it; highest risk first unless `sort` says otherwise, 50 a page.",
      middleware: platform,
      request: { query: overviewQuerySchema },
      responses: {
        200: jsonResponse(tenantOverviewPageSchema, "Every tenant's volumes and churn risk"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const answer = await inAnalyticsScope(
        pool,
        c.get("auth"),
        query.tenantId,
        true,
        async (tx, scope) =>
          tenantOverview(
            tx,
            scope,
            await resolvePeriod(tx, query, scope.timeZone),
            query,
            "/api/central/metrics/overview",
          ),
      );
      return c.json(answer, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/central/tenants",
      summary: "List every tenant",
      description: "By name; `search` looks in the name and the key.",
      middleware: platform,
      request: { query: tenantListQuerySchema },
      responses: { 200: jsonResponse(centralTenantPageSchema, "Every tenant, by name") },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const tenants = await inAnalyticsScope(pool, c.get("auth"), undefined, true, (tx, scope) =>
        readTenants(tx, scope, query.search),
      );
      const paging = { page: query.page ?? 1, per_page: query.per_page ?? DEFAULT_PER_PAGE };
      const page = tenants.slice(
        (paging.page - 1) * paging.per_page,
        paging.page * paging.per_page,
      );
      return c.json(
        { data: page, meta: pageMeta("/api/central/tenants", paging, tenants.length, page.length) },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/metrics/dashboard",
      summary: "Dashboard totals: e-mails, orders, order lines and orders sent",
      description:
        "Each against the previous period of the same length. `period`: today, last_7_days (the default), current_month, or custom with `from` and `till`.",
      middleware: read,
      request: { query: dashboardQuerySchema },
      responses: {
        200: jsonResponse(
          dataOf(dashboardTotalsSchema),
          "The current tenant's totals, or those of `tenantId` for a platform administrator",
        ),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const data = await inAnalyticsScope(pool, c.get("auth"), query.tenantId, false, (tx, scope) =>
        dashboardTotals(tx, scope, query),
      );
      return c.json({ data }, 200);
    },
  );
}
