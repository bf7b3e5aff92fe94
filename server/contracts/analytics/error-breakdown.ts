import { z } from "zod";
import { seriesMetaSchema } from "./time-series.ts";

/** Errors by kind (spec section 3): keys ai, erp; series ai, erp and total (decision 049). */
export const errorBreakdownSchema = z.object({
  meta: seriesMetaSchema,
  timestamps: z.array(z.string()),
  total: z.number(),
  groups: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count: z.number(),
      /** This kind's share of all errors of the period, 0–1. */
      ratio: z.number(),
    }),
  ),
  series: z.array(z.object({ key: z.string(), values: z.array(z.number()) })),
});
export type ErrorBreakdown = z.infer<typeof errorBreakdownSchema>;
