import { z } from "zod";

export const CHURN_PARTS = [
  "decline",
  "inactivity",
  "backlogGrowth",
  "errorRate",
  "manualWork",
] as const;

/**
 * One part of a churn-risk score (decision 049): what was measured (`measure`, 0–1 after
 * clamping), its weight, and the points it adds (`measure × weight`).
 */
export const churnPartSchema = z.object({
  key: z.enum(CHURN_PARTS),
  measure: z.number(),
  weight: z.number(),
  points: z.number(),
});
export type ChurnPart = z.infer<typeof churnPartSchema>;
