import { z } from "zod";
import { pageMetaSchema } from "../paging/page-meta.ts";
import { churnPartSchema } from "./churn-risk.ts";

export const OVERVIEW_SORTS = [
  "name",
  "channels",
  "orders",
  "orderLines",
  "sentToIntegration",
  "churnRisk",
  "lastOnlineAt",
] as const;

/** GET /api/central/metrics/overview (spec section 7); `per_page` is the alternative form. */
export const overviewQuerySchema = z.object({
  start: z.string().optional(),
  end: z.string().optional(),
  tenantId: z.string().optional(),
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
  per_page: z.coerce.number().int().min(1).max(200).optional(),
  sort: z.enum(OVERVIEW_SORTS).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

/** A tenant overview row (spec section 3), the churn score's parts beside it. */
export const tenantOverviewRowSchema = z.object({
  tenantId: z.string(),
  key: z.string(),
  name: z.string(),
  channels: z.number(),
  orders: z.number(),
  orderLines: z.number(),
  sentToIntegration: z.number(),
  churnRisk: z.number(),
  churnRiskParts: z.array(churnPartSchema),
  lastOnlineAt: z.string().nullable(),
});
export type TenantOverviewRow = z.infer<typeof tenantOverviewRowSchema>;

export const tenantOverviewPageSchema = z.object({
  data: z.array(tenantOverviewRowSchema),
  meta: pageMetaSchema,
});

/** GET /api/central/tenants: every tenant, searchable by name or key. */
export const tenantListQuerySchema = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(200).optional(),
});
export const centralTenantSchema = z.object({ id: z.string(), key: z.string(), name: z.string() });
export const centralTenantPageSchema = z.object({
  data: z.array(centralTenantSchema),
  meta: pageMetaSchema,
});
