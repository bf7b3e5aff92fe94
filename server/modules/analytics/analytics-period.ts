import type { Granularity } from "../../contracts/analytics/analytics-query.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { AppError } from "../../http/app-error.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
const OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;

export type Period = { start: Date; end: Date; granularity: Granularity; timeZone: string };

/** How one bound was written: a day, a local date-time, or an instant with its offset. */
type Bound = { kind: "date" | "local" | "instant"; text: string };

function isCalendarDate(text: string) {
  const day = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text.slice(0, 10);
}

/** A bound as given, or the spec's 400 (section 8) naming which one is missing or malformed. */
export function readBound(value: string | undefined, name: string): Bound {
  const text = value?.trim();
  if (!text) throw new AppError("bad_request", `Missing required parameter: ${name}`);
  const invalid = () => new AppError("bad_request", `Invalid ${name} date format`);
  if (DATE.test(text)) {
    if (!isCalendarDate(text)) throw invalid();
    return { kind: "date", text };
  }
  if (!DATE_TIME.test(text) || !isCalendarDate(text) || Number.isNaN(Date.parse(text))) {
    throw invalid();
  }
  return { kind: OFFSET.test(text.slice(10)) ? "instant" : "local", text };
}

/** SQL for one bound as an instant: a day is its start (or, as an end, the next day's) in `tz`. */
function boundSql(bound: Bound, parameter: string, tz: string, asEnd: boolean) {
  if (bound.kind === "date") {
    return `((${parameter}::date + ${asEnd ? 1 : 0})::timestamp at time zone ${tz})`;
  }
  if (bound.kind === "local") return `(${parameter}::timestamp at time zone ${tz})`;
  return `${parameter}::timestamptz`;
}

/**
 * Granularity by the period's length (decision 049): up to 31 days by day, up to 183 by week,
 * up to 2 years by month, up to 5 years by quarter, beyond by year.
 */
export function granularityFor(start: Date, end: Date): Granularity {
  // Whole days: a period with a daylight-saving change is an hour longer or shorter.
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  if (days <= 31) return "day";
  if (days <= 183) return "week";
  if (days <= 731) return "month";
  if (days <= 1827) return "quarter";
  return "year";
}

/**
 * `start` and `end` as instants in the tenant's time zone: a date alone is a whole day there
 * (an end date is included), a date-time without offset is local time there.
 */
export async function resolvePeriod(
  tx: Transaction,
  raw: { start?: string; end?: string },
  timeZone: string,
  names: { start: string; end: string } = { start: "start", end: "end" },
): Promise<Period> {
  const start = readBound(raw.start, names.start);
  const end = readBound(raw.end, names.end);
  const result = await tx.client.query<{ start: Date; end: Date }>(
    // $3 is named even when both bounds carry their own offset: PostgreSQL refuses a parameter
    // that the statement does not use.
    `select ${boundSql(start, "$1", "$3", false)} as start, ${boundSql(end, "$2", "$3", true)} as end, $3::text as time_zone`,
    [start.text, end.text, timeZone],
  );
  const row = result.rows[0] as { start: Date; end: Date };
  if (row.start.getTime() >= row.end.getTime()) {
    throw new AppError("bad_request", "Start date must be before end date");
  }
  return {
    start: row.start,
    end: row.end,
    timeZone,
    granularity: granularityFor(row.start, row.end),
  };
}

/** The period of the same length just before. */
export function previousOf(period: Period): Period {
  const length = period.end.getTime() - period.start.getTime();
  return { ...period, start: new Date(period.start.getTime() - length), end: period.start };
}
