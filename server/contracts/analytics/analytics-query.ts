import { z } from "zod";

/**
 * The days analytics read, first and last (decision 049); a day outside is refused with 400
 * naming the parameter. Fennec holds nothing older. The bound keeps every period the API answers
 * within what PostgreSQL timestamps and JavaScript dates hold, the period just before it (each
 * figure's comparison) included: that of the widest range starts in 1900. And the widest range
 * is a hundred years, so its series by year has a hundred points, not thousands.
 */
export const ANALYTICS_FIRST_DAY = "2000-01-01";
export const ANALYTICS_LAST_DAY = "2099-12-31";
const withinDays = `, from ${ANALYTICS_FIRST_DAY} to ${ANALYTICS_LAST_DAY}`;

/**
 * The query of every analytics call (spec section 7): `start` and `end` are required, but are
 * declared optional so the server answers a missing one with the spec's own 400 message
 * ('Missing required parameter: start'), not a generic validation failure.
 */
export const analyticsQuerySchema = z.object({
  start: z
    .string()
    .optional()
    .describe(`Required. ISO date (a day in the tenant's time zone) or date-time${withinDays}`),
  end: z
    .string()
    .optional()
    .describe(`Required. ISO date (that day included) or date-time (excluded)${withinDays}`),
  tenantId: z.string().optional().describe("Another tenant: platform administrators only"),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const GRANULARITIES = ["day", "week", "month", "quarter", "year"] as const;
export type Granularity = (typeof GRANULARITIES)[number];
