import { z } from "zod";

/**
 * The query of every analytics call (spec section 7): `start` and `end` are required, but are
 * declared optional so the server answers a missing one with the spec's own 400 message
 * ('Missing required parameter: start'), not a generic validation failure.
 */
export const analyticsQuerySchema = z.object({
  start: z
    .string()
    .optional()
    .describe("Required. ISO date (a day in the tenant's time zone) or date-time"),
  end: z
    .string()
    .optional()
    .describe("Required. ISO date (that day included) or date-time (excluded)"),
  tenantId: z.string().optional().describe("Another tenant: platform administrators only"),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const GRANULARITIES = ["day", "week", "month", "quarter", "year"] as const;
export type Granularity = (typeof GRANULARITIES)[number];
