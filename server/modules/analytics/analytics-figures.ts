import type { ErrorBreakdown } from "../../contracts/analytics/error-breakdown.ts";
import type { Kpi, KpiValue } from "../../contracts/analytics/kpi.ts";
import type { ProcessingSeries, TimeSeries } from "../../contracts/analytics/time-series.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { type Period, previousOf } from "./analytics-period.ts";
import type { Scope } from "./analytics-scope.ts";
import {
  type Bucket,
  type Counting,
  FIGURES,
  readBacklogByTenant,
  readBuckets,
  readTotals,
  type Sums,
} from "./rollup-reads.ts";

/** The four KPIs of spec section 7 and the rollup figure each one is (decision 049). */
export const KPI_FIGURES = {
  channels: { label: "Active channels", of: (s: Sums) => s.channels },
  orders: { label: "Orders", of: (s: Sums) => s.received },
  "order-lines": { label: "Order lines", of: (s: Sums) => s.lines },
  "sent-to-integration": { label: "Sent to integration", of: (s: Sums) => s.sentOk },
} as const;
export type KpiFigure = keyof typeof KPI_FIGURES;

const CHANNELS: Counting = { figures: false, actors: "channel" };

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = (part: number, whole: number) => (whole ? part / whole : null);

/** `current` against `previous`, in percent; null when there was nothing before. */
export function change(current: number, previous: number): KpiValue {
  return { current, deltaPct: previous ? round(((current - previous) / previous) * 100) : null };
}

function frame(period: Period, buckets: Bucket[]) {
  return {
    meta: {
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      granularity: period.granularity,
      timeZone: period.timeZone,
    },
    timestamps: buckets.map((bucket) => bucket.start.toISOString()),
  };
}

export async function kpi(
  tx: Transaction,
  scope: Scope,
  period: Period,
  figure: KpiFigure,
): Promise<Kpi> {
  const { label, of } = KPI_FIGURES[figure];
  // Active channels are a distinct count alone, the others sums alone.
  const counting: Counting = figure === "channels" ? CHANNELS : FIGURES;
  const buckets = await readBuckets(tx, scope, period, counting);
  const previous = previousOf(period);
  // Distinct channels do not add up over buckets: the period's own count.
  const now =
    figure === "channels" ? await readTotals(tx, scope, period.start, period.end, counting) : null;
  const before = await readTotals(tx, scope, previous.start, previous.end, counting);
  const current = now ? of(now) : buckets.reduce((sum, bucket) => sum + of(bucket), 0);
  return {
    value: change(current, of(before)),
    previous: of(before),
    series: {
      ...frame(period, buckets),
      series: [{ key: figure, label, values: buckets.map(of) }],
    },
  };
}

export async function errors(
  tx: Transaction,
  scope: Scope,
  period: Period,
): Promise<ErrorBreakdown> {
  const buckets = await readBuckets(tx, scope, period);
  const ai = buckets.reduce((sum, b) => sum + b.aiErrors, 0);
  const erp = buckets.reduce((sum, b) => sum + b.erpErrors, 0);
  const total = ai + erp;
  return {
    ...frame(period, buckets),
    total,
    groups: [
      { key: "ai", label: "Reading and extraction", count: ai, ratio: ratio(ai, total) ?? 0 },
      { key: "erp", label: "Delivery to the ERP", count: erp, ratio: ratio(erp, total) ?? 0 },
    ],
    series: [
      { key: "ai", values: buckets.map((b) => b.aiErrors) },
      { key: "erp", values: buckets.map((b) => b.erpErrors) },
      { key: "total", values: buckets.map((b) => b.aiErrors + b.erpErrors) },
    ],
  };
}

export async function adoption(tx: Transaction, scope: Scope, period: Period): Promise<TimeSeries> {
  const buckets = await readBuckets(tx, scope, period, { figures: false, actors: "user" });
  return {
    ...frame(period, buckets),
    series: [
      { key: "activeUsers", label: "Active users", values: buckets.map((b) => b.users) },
      {
        key: "validatedPerUser",
        label: "Orders validated per user",
        values: buckets.map((b) => {
          const perUser = ratio(b.personValidated, b.validators);
          return perUser === null ? null : round(perUser, 2);
        }),
      },
    ],
  };
}

export async function throughput(
  tx: Transaction,
  scope: Scope,
  period: Period,
): Promise<TimeSeries> {
  const buckets = await readBuckets(tx, scope, period);
  return {
    ...frame(period, buckets),
    series: [
      { key: "received", label: "Received", values: buckets.map((b) => b.received) },
      { key: "validated", label: "Validated", values: buckets.map((b) => b.validated) },
      { key: "rejected", label: "Rejected", values: buckets.map((b) => b.rejected) },
      { key: "sent", label: "Sent to integration", values: buckets.map((b) => b.sentOk) },
    ],
  };
}

const minutes = (ms: number, count: number) => (count ? round(ms / count / 60_000) : null);

export async function processingTime(
  tx: Transaction,
  scope: Scope,
  period: Period,
): Promise<ProcessingSeries> {
  const buckets = await readBuckets(tx, scope, period);
  const before = await readBacklogByTenant(tx, scope, period.start);
  let backlog = [...before.values()].reduce((sum, n) => sum + n, 0);
  return {
    ...frame(period, buckets),
    series: [
      {
        key: "toValidated",
        label: "Received to validated (minutes)",
        values: buckets.map((b) => minutes(b.validateMsSum, b.validateCount)),
      },
      {
        key: "toSubmitted",
        label: "Received to accepted by the ERP (minutes)",
        values: buckets.map((b) => minutes(b.submitMsSum, b.submitCount)),
      },
    ],
    backlog: buckets.map((b) => {
      backlog += b.received - b.validated - b.rejected + b.reopened;
      return backlog;
    }),
  };
}

export async function accuracy(tx: Transaction, scope: Scope, period: Period): Promise<TimeSeries> {
  const buckets = await readBuckets(tx, scope, period);
  const percent = (part: number, whole: number) => {
    const share = ratio(part, whole);
    return share === null ? null : round(share * 100);
  };
  return {
    ...frame(period, buckets),
    series: [
      {
        key: "accuracy",
        label: "Values kept as the AI read them (%)",
        values: buckets.map((b) => percent(b.accuracySum, b.accuracyCount)),
      },
      {
        key: "touchless",
        label: "Orders validated without a change (%)",
        values: buckets.map((b) => percent(b.touchless, b.validated)),
      },
    ],
  };
}
