import { z } from "zod";
import { ANALYTICS_FIRST_DAY, ANALYTICS_LAST_DAY } from "./analytics-query.ts";
import { kpiValueSchema } from "./kpi.ts";

export const DASHBOARD_PERIODS = ["today", "last_7_days", "current_month", "custom"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The dashboard query (spec section 3): a preset, or custom with from and till (days). */
export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).optional().describe("Default last_7_days"),
  from: z
    .string()
    .optional()
    .describe(`custom: the first day (ISO date), ${ANALYTICS_FIRST_DAY} or later`),
  till: z
    .string()
    .optional()
    .describe(`custom: the last day, included (ISO date), ${ANALYTICS_LAST_DAY} or earlier`),
  tenantId: z
    .string()
    .optional()
    .describe("Another tenant's totals: platform administrators only (403 otherwise)"),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The current tenant's totals (spec section 3), each against the previous period. */
export const dashboardTotalsSchema = z.object({
  /** Whose totals these are. */
  tenant: z.object({ id: z.string(), key: z.string(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  emails: kpiValueSchema,
  orders: kpiValueSchema,
  lines: kpiValueSchema,
  erp: kpiValueSchema,
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;
