import { z } from "zod";
import {
  ANALYTICS_FIRST_DAY,
  ANALYTICS_LAST_DAY,
} from "../../../server/contracts/analytics/analytics-query";
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
} from "../../../server/contracts/analytics/dashboard-totals";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Messages are translation keys (lib/translate-message.ts).
const day = z
  .string()
  .regex(DAY, { error: "dashboard:errors.dateInvalid" })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: "dashboard:errors.dateInvalid" })
  // The days the API reads (its contract): a URL with another is said next to its field.
  .refine(
    (value) => !DAY.test(value) || (value >= ANALYTICS_FIRST_DAY && value <= ANALYTICS_LAST_DAY),
    { error: "dashboard:errors.dayOutOfRange" },
  );

/**
 * The dashboard's period, a plain GET form (spec section 3, "Dashboard query"): a preset, or
 * custom with the first and the last day (both included). Default: the last 7 days (section 9).
 */
export const dashboardPeriodSchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS).default("last_7_days"),
    from: day.optional(),
    till: day.optional(),
  })
  .superRefine((form, context) => {
    if (form.period !== "custom") return;
    if (!form.from)
      context.addIssue({
        code: "custom",
        path: ["from"],
        message: "dashboard:errors.fromRequired",
      });
    if (!form.till)
      context.addIssue({
        code: "custom",
        path: ["till"],
        message: "dashboard:errors.tillRequired",
      });
    if (form.from && form.till && form.from > form.till)
      context.addIssue({
        code: "custom",
        path: ["till"],
        message: "dashboard:errors.tillBeforeFrom",
      });
  });
export type DashboardPeriodValues = z.infer<typeof dashboardPeriodSchema>;

/** The query the dashboard API takes for a chosen period. */
export function dashboardQueryOf(form: DashboardPeriodValues): URLSearchParams {
  const query = new URLSearchParams({ period: form.period });
  if (form.period === "custom" && form.from && form.till) {
    query.set("from", form.from);
    query.set("till", form.till);
  }
  return query;
}

export type { DashboardPeriod };
