import { z } from "zod";
import { GRANULARITIES } from "./analytics-query.ts";

/** The resolved period of an answer: its instants and the bucket size chosen for its length. */
export const seriesMetaSchema = z.object({
  start: z.string(),
  end: z.string(),
  granularity: z.enum(GRANULARITIES),
  timeZone: z.string(),
});

/** One line of a chart; a null value is a bucket with nothing to average. */
export const seriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  values: z.array(z.number().nullable()),
});

/**
 * A time series (spec section 3): `timestamps` are the buckets' starts (ISO instants of local
 * midnights etc. in `meta.timeZone`), one value per bucket in each series.
 */
export const timeSeriesSchema = z.object({
  meta: seriesMetaSchema,
  timestamps: z.array(z.string()),
  series: z.array(seriesSchema),
});
export type TimeSeries = z.infer<typeof timeSeriesSchema>;

/** Processing time: the series plus the backlog at each bucket's end (decision 049). */
export const processingSeriesSchema = timeSeriesSchema.extend({
  backlog: z.array(z.number()),
});
export type ProcessingSeries = z.infer<typeof processingSeriesSchema>;
