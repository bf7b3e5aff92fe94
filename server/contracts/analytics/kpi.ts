import { z } from "zod";
import { timeSeriesSchema } from "./time-series.ts";

/** A figure of the period and its change against the previous period of the same length. */
export const kpiValueSchema = z.object({
  current: z.number(),
  /** Percent change; null when the previous period had none to compare with. */
  deltaPct: z.number().nullable(),
});
export type KpiValue = z.infer<typeof kpiValueSchema>;

/** A KPI (spec section 3): `value{current,deltaPct}`, with its time series beside. */
export const kpiSchema = z.object({
  value: kpiValueSchema,
  previous: z.number(),
  series: timeSeriesSchema,
});
export type Kpi = z.infer<typeof kpiSchema>;
