import type { ChurnPart } from "../../contracts/analytics/churn-risk.ts";

/** The parts' weights (decision 049): they add up to 100. */
const WEIGHTS = {
  decline: 30,
  inactivity: 25,
  backlogGrowth: 15,
  errorRate: 15,
  manualWork: 15,
} as const satisfies Record<ChurnPart["key"], number>;

/** After this many days without anyone acting, inactivity counts in full. */
const INACTIVE_DAYS = 30;

export type ChurnInput = {
  ordersNow: number;
  ordersBefore: number;
  lastOnlineAt: Date | null;
  asOf: Date;
  backlogAtStart: number;
  backlogAtEnd: number;
  errors: number;
  validated: number;
  touchless: number;
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * A tenant's churn risk, 0–100, as the sum of its parts (decision 049), each returned so a
 * person can see why: the decline in orders against the tenant's previous period, the days
 * since anyone acted, the backlog's growth, the error rate and the share of orders people had
 * to correct (not touchless).
 */
export function churnRisk(input: ChurnInput): { score: number; parts: ChurnPart[] } {
  const perOrder = Math.max(1, input.ordersNow);
  const measures: Record<ChurnPart["key"], number> = {
    decline:
      input.ordersBefore > 0
        ? clamp((input.ordersBefore - input.ordersNow) / input.ordersBefore)
        : 0,
    inactivity: input.lastOnlineAt
      ? clamp((input.asOf.getTime() - input.lastOnlineAt.getTime()) / 86_400_000 / INACTIVE_DAYS)
      : 1,
    backlogGrowth: clamp((input.backlogAtEnd - input.backlogAtStart) / perOrder),
    errorRate: clamp(input.errors / perOrder),
    manualWork:
      input.validated > 0
        ? clamp(1 - input.touchless / input.validated)
        : input.ordersNow > 0
          ? 1
          : 0,
  };
  const parts = (Object.keys(WEIGHTS) as Array<ChurnPart["key"]>).map((key) => ({
    key,
    measure: round(measures[key], 4),
    weight: WEIGHTS[key],
    points: round(measures[key] * WEIGHTS[key], 1),
  }));
  const score = Math.round(parts.reduce((sum, part) => sum + measures[part.key] * part.weight, 0));
  return { score: Math.min(100, Math.max(0, score)), parts };
}
