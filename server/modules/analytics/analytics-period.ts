import {
  ANALYTICS_FIRST_DAY,
  ANALYTICS_LAST_DAY,
  type Granularity,
} from "../../contracts/analytics/analytics-query.ts";
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

const DAY_MS = 86_400_000;
const dayNextTo = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/**
 * The days a bound may be written on: the analytics' days and one either side, as an instant's
 * written (UTC or offset) day may be the tenant's day before or after. It keeps what PostgreSQL
 * or JavaScript cannot read (year 0, the day after 9999-12-31) out of the query; the exact
 * bound is checked on the instants the query answers.
 */
const EARLIEST_WRITTEN_DAY = dayNextTo(ANALYTICS_FIRST_DAY, -1);
const LATEST_WRITTEN_DAY = dayNextTo(ANALYTICS_LAST_DAY, 1);

/** The 400 for a bound on a day analytics do not read, naming its parameter. */
const outsideAnalyticsDays = (name: string) =>
  new AppError(
    "bad_request",
    `${name} must be a day from ${ANALYTICS_FIRST_DAY} to ${ANALYTICS_LAST_DAY}`,
  );

/**
 * A bound as given, or the spec's 400 (section 8) naming which one is missing or malformed, or
 * far outside the days analytics read.
 */
export function readBound(value: string | undefined, name: string): Bound {
  const text = value?.trim();
  if (!text) throw new AppError("bad_request", `Missing required parameter: ${name}`);
  const invalid = () => new AppError("bad_request", `Invalid ${name} date format`);
  const written = (kind: Bound["kind"]): Bound => {
    const day = text.slice(0, 10);
    if (day < EARLIEST_WRITTEN_DAY || day > LATEST_WRITTEN_DAY) throw outsideAnalyticsDays(name);
    return { kind, text };
  };
  if (DATE.test(text)) {
    if (!isCalendarDate(text)) throw invalid();
    return written("date");
  }
  if (!DATE_TIME.test(text) || !isCalendarDate(text) || Number.isNaN(Date.parse(text))) {
    throw invalid();
  }
  return written(OFFSET.test(text.slice(10)) ? "instant" : "local");
}

type Resolved = { start: Date; end: Date; first: Date; after_last: Date };

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
 * (an end date is included), a date-time without offset is local time there. Both lie within
 * the days analytics read (in that time zone), so the period and the one just before it (each
 * figure's comparison) are within what PostgreSQL and JavaScript hold.
 */
export async function resolvePeriod(
  tx: Transaction,
  raw: { start?: string; end?: string },
  timeZone: string,
  names: { start: string; end: string } = { start: "start", end: "end" },
): Promise<Period> {
  const start = readBound(raw.start, names.start);
  const end = readBound(raw.end, names.end);
  const result = await tx.client.query<Resolved>(
    `select ${boundSql(start, "$1", "$3", false)} as start, ${boundSql(end, "$2", "$3", true)} as end,
            ${boundSql({ kind: "date", text: ANALYTICS_FIRST_DAY }, "$4", "$3", false)} as first,
            ${boundSql({ kind: "date", text: ANALYTICS_LAST_DAY }, "$5", "$3", true)} as after_last`,
    [start.text, end.text, timeZone, ANALYTICS_FIRST_DAY, ANALYTICS_LAST_DAY],
  );
  const row = result.rows[0] as Resolved;
  if (row.start < row.first || row.start > row.after_last) throw outsideAnalyticsDays(names.start);
  if (row.end < row.first || row.end > row.after_last) throw outsideAnalyticsDays(names.end);
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
