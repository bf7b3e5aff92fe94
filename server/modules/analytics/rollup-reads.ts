import type { Granularity } from "../../contracts/analytics/analytics-query.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import type { Period } from "./analytics-period.ts";
import { DEFAULT_TIME_ZONE, type Scope } from "./analytics-scope.ts";
import { ROLLUP_FIGURE_COLUMNS, ROLLUP_SUMS_SQL } from "./rollup-columns.ts";

/** The rollup's sums over some hours (columns of analytics_hourly, decision 049). */
export type Sums = {
  emails: number;
  received: number;
  lines: number;
  validated: number;
  rejected: number;
  reopened: number;
  sentOk: number;
  aiErrors: number;
  erpErrors: number;
  accuracySum: number;
  accuracyCount: number;
  touchless: number;
  validateMsSum: number;
  validateCount: number;
  submitMsSum: number;
  submitCount: number;
  /** Distinct people who validated or edited an order. */
  users: number;
  /** Distinct people who validated an order, and the orders they validated. */
  validators: number;
  personValidated: number;
  /** Distinct channels that received a message. */
  channels: number;
};

const STEP: Record<Granularity, string> = {
  day: "1 day",
  week: "1 week",
  month: "1 month",
  quarter: "3 months",
  year: "1 year",
};

// Distinct within a tenant (every query groups by tenant): across every tenant a person in two
// tenants counts in each.
const ACTORS = `
  count(distinct actor_id) filter (where kind = 'user')::int as users,
  count(distinct actor_id) filter (where kind = 'user' and validated > 0)::int as validators,
  coalesce(sum(validated) filter (where kind = 'user'), 0)::int as "personValidated",
  count(distinct actor_id) filter (where kind = 'channel')::int as channels`;

const ACTOR_TOTALS = `sum(users)::int as users, sum(validators)::int as validators,
  sum("personValidated")::int as "personValidated", sum(channels)::int as channels`;

const FIGURE_COLUMNS = ["tenant_id", ...ROLLUP_FIGURE_COLUMNS];
const ACTOR_COLUMNS = ["tenant_id", "kind", "actor_id", "validated"];

/**
 * The CTE `ranges` over a CTE `spans (local, s, e)`: each range [s, e) reads the daily rows of
 * the whole UTC days inside it and the hourly rows of its two edges (a local midnight is not a
 * UTC one), so a year is a few hundred rows per tenant (decision 049). With a time zone (SQL
 * `zone`, over a CTE `zones`), also the whole local days inside it and their edges, and which
 * tenants keep local days in that zone. The bounds are plain columns: under row-level security
 * only leakproof comparisons of columns may become index conditions, not ones wrapping
 * date_trunc or time zones.
 */
function ranges(zone?: string) {
  const local = zone
    ? `,
    analytics_local_day_after(s, ${zone}) as first_local,
    analytics_local_day_before(e, ${zone}) as end_local,
    least(analytics_local_day_after(s, ${zone})::timestamp at time zone ${zone}, e) as local_head_end,
    greatest(analytics_local_day_before(e, ${zone}), analytics_local_day_after(s, ${zone}))::timestamp
      at time zone ${zone} as local_tail_start,
    zones.local_tenants, zones.utc_tenants`
    : "";
  return `ranges as materialized (select local, s, e,
    (analytics_day_after(s) at time zone 'UTC')::date as first_day,
    (analytics_day_before(e) at time zone 'UTC')::date as end_day,
    least(analytics_day_after(s), e) as head_end,
    greatest(analytics_day_before(e), analytics_day_after(s)) as tail_start${local}
  from spans${zone ? " cross join zones" : ""})`;
}

/**
 * The CTE `zones`: the tenants in scope whose local-day actor rows are in `zone` (their own time
 * zone is it), and the others (every tenant together is read in Brussels time, whatever each
 * tenant's zone), in one statement with the rows, so the two always agree (decision 049).
 */
function zones(zone: string, tenant: string) {
  const own = `coalesce(z.time_zone, '${DEFAULT_TIME_ZONE}') = ${zone}`;
  return `zones as materialized (select
      coalesce(array_agg(t.id) filter (where ${own}), '{}') as local_tenants,
      coalesce(array_agg(t.id) filter (where not (${own})), '{}') as utc_tenants
    from tenants t left join tenant_settings z on z.tenant_id = t.id where ${tenant})`;
}

/** A rollup table and which of its rows a range [g.s, g.e) reads. */
type Part = [table: string, bounds: string];

// Each bound first compares the range's own columns: a one-time filter that skips the index scan
// of an empty part (most ranges have no hours at one edge, or no whole days).
const UTC_DAYS = "g.first_day < g.end_day and r.day >= g.first_day and r.day < g.end_day";
const HEAD = "g.s < g.head_end and r.hour >= g.s and r.hour < g.head_end";
const TAIL = "g.tail_start < g.e and r.hour >= g.tail_start and r.hour < g.e";
const FIGURE_PARTS: Part[] = [
  ["analytics_daily", UTC_DAYS],
  ["analytics_hourly", HEAD],
  ["analytics_hourly", TAIL],
];
const UTC_ACTOR_PARTS: Part[] = [
  ["analytics_actor_daily", UTC_DAYS],
  ["analytics_actor_hourly", HEAD],
  ["analytics_actor_hourly", TAIL],
];
const LOCAL_ACTOR_PARTS: Part[] = [
  [
    "analytics_actor_local_daily",
    "g.first_local < g.end_local and r.day >= g.first_local and r.day < g.end_local",
  ],
  [
    "analytics_actor_hourly",
    "g.s < g.local_head_end and r.hour >= g.s and r.hour < g.local_head_end",
  ],
  [
    "analytics_actor_hourly",
    "g.local_tail_start < g.e and r.hour >= g.local_tail_start and r.hour < g.e",
  ],
];

/**
 * The rollup rows of every range of `ranges`, `where` filtering the rows `r` of each part.
 * Each range is a lateral subquery kept apart (`offset 0`), so it is an index scan per range:
 * joined, the planner would scan every row of the tenant once and filter, guessing a thousand
 * ranges from generate_series.
 */
function rowsOfRanges(parts: Part[], columns: string[], where: string) {
  const list = columns.map((column) => `r.${column}`).join(", ");
  return parts
    .map(
      ([table, bounds]) =>
        `select g.local, r.* from ranges g cross join lateral (select ${list} from ${table} r
      where ${where} and ${bounds} offset 0) r`,
    )
    .join("\n    union all\n    ");
}

/**
 * The actor rows of every range: a tenant whose time zone is the read's from its local days
 * (one row per actor and day, where a local day is 23 to 25 hourly rows), any other from the
 * UTC days, each with the hours at the edges (decision 049).
 */
function actorRowsOfRanges(kind: ActorKind) {
  const actors = `r.kind = '${kind}'`;
  return [
    rowsOfRanges(
      LOCAL_ACTOR_PARTS,
      ACTOR_COLUMNS,
      `${actors} and r.tenant_id = any(g.local_tenants)`,
    ),
    rowsOfRanges(UTC_ACTOR_PARTS, ACTOR_COLUMNS, `${actors} and r.tenant_id = any(g.utc_tenants)`),
  ].join("\n    union all\n    ");
}

const EMPTY_ACTORS = { users: 0, validators: 0, personValidated: 0, channels: 0 };

/** Whose distinct count is wanted: people (and what they validated) or channels. */
export type ActorKind = "user" | "channel";

/**
 * What a read counts: the figures' sums (the columns of analytics_hourly), the distinct people
 * or channels, or both. Each is a read of rows of its own, so a call asks only for what it shows.
 */
export type Counting = { figures: boolean; actors?: ActorKind };
export const FIGURES: Counting = { figures: true };

/**
 * The CTEs `h` (the figures' sums) and `a` (the distinct people or channels) of what `counting`
 * asks, over the CTE `ranges`, per range (`local`) or per tenant (`tenant_id`).
 */
function countingCtes(
  { figures, actors }: Counting,
  tenant: string,
  key: "local" | "tenant_id",
): string[] {
  const ctes: string[] = [];
  if (figures) {
    ctes.push(
      `figures as (${rowsOfRanges(FIGURE_PARTS, FIGURE_COLUMNS, tenant)})`,
      `h as (select ${key}, ${ROLLUP_SUMS_SQL} from figures group by 1)`,
    );
  }
  if (actors) {
    ctes.push(`actors as (${actorRowsOfRanges(actors)})`);
    ctes.push(
      ...(key === "local"
        ? // Distinct within a tenant: counted per tenant, then added up.
          [
            `per_tenant as (select local, ${ACTORS} from actors group by local, tenant_id)`,
            `a as (select local, ${ACTOR_TOTALS} from per_tenant group by 1)`,
          ]
        : [`a as (select tenant_id, ${ACTORS} from actors group by 1)`]),
    );
  }
  return ctes;
}

/** `<column> = $n` for one tenant; every row (row-level security still applies) for all. */
function tenantFilter(scope: Scope, parameter: string, column = "r.tenant_id") {
  return scope.tenantId ? `${column} = ${parameter}::uuid` : "true";
}

export type Bucket = Sums & { start: Date };

/**
 * The period's buckets in its time zone (days, Monday weeks, months, …), each with the sums of
 * the hours that start in it and in the period. A bucket of a daylight-saving day holds its 23
 * or 25 hours: hours are grouped by their local time, `hour at time zone tz`.
 */
export async function readBuckets(
  tx: Transaction,
  scope: Scope,
  period: Period,
  { figures, actors }: Counting = FIGURES,
): Promise<Bucket[]> {
  const parameters = [
    period.granularity,
    period.start,
    period.end,
    period.timeZone,
    STEP[period.granularity],
    scope.tenantId,
  ];
  const tenant = (column?: string) => tenantFilter(scope, "$6", column);
  const ctes = [
    `spans as (
       select b as local, greatest(b at time zone $4, $2::timestamptz) as s,
         least((b + $5::interval) at time zone $4, $3::timestamptz) as e
       from generate_series(date_trunc($1, $2::timestamptz at time zone $4),
         ($3::timestamptz - interval '1 microsecond') at time zone $4, $5::interval) b)`,
    ...(actors ? [zones("$4", tenant("t.id"))] : []),
    ranges(actors ? "$4" : undefined),
  ];
  ctes.push(...countingCtes({ figures, actors }, tenant(), "local"));
  const result = await tx.client.query<Bucket & { local: unknown }>(
    `with ${ctes.join(",\n     ")}
     select (ranges.local at time zone $4) as start${figures ? ", h.*" : ""}${actors ? ", a.*" : ""}
     from ranges ${figures ? "left join h using (local)" : ""}
       ${actors ? "left join a using (local)" : ""}
     order by ranges.local`,
    scope.tenantId ? parameters : parameters.slice(0, 5),
  );
  return result.rows.map(({ local: _local, ...row }) => withZeros(row as Bucket));
}

function withZeros<T extends Partial<Sums>>(row: T): T & Sums {
  const out: Record<string, unknown> = { ...ZERO_SUMS };
  for (const [key, value] of Object.entries(row)) if (value !== null) out[key] = value;
  return out as T & Sums;
}

const ZERO_SUMS: Sums = {
  emails: 0,
  received: 0,
  lines: 0,
  validated: 0,
  rejected: 0,
  reopened: 0,
  sentOk: 0,
  aiErrors: 0,
  erpErrors: 0,
  accuracySum: 0,
  accuracyCount: 0,
  touchless: 0,
  validateMsSum: 0,
  validateCount: 0,
  submitMsSum: 0,
  submitCount: 0,
  ...EMPTY_ACTORS,
};

/** The sums of `[from, to)` per tenant (every tenant in scope that has any). */
export async function readTotalsByTenant(
  tx: Transaction,
  scope: Scope,
  from: Date,
  to: Date,
  { figures, actors }: Counting = FIGURES,
): Promise<Map<string, Sums>> {
  const parameters: unknown[] = [from, to];
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  const zone = actors ? parameter(scope.timeZone) : undefined;
  const tenantParameter = scope.tenantId ? parameter(scope.tenantId) : "";
  const tenant = (column?: string) => tenantFilter(scope, tenantParameter, column);
  const ctes = [
    "spans as (select 0 as local, $1::timestamptz as s, $2::timestamptz as e)",
    ...(zone ? [zones(zone, tenant("t.id"))] : []),
    ranges(zone),
  ];
  ctes.push(...countingCtes({ figures, actors }, tenant(), "tenant_id"));
  const rows = figures && actors ? "h full join a using (tenant_id)" : figures ? "h" : "a";
  const result = await tx.client.query<Sums & { tenant_id: string }>(
    `with ${ctes.join(",\n     ")} select * from ${rows}`,
    parameters,
  );
  return new Map(result.rows.map(({ tenant_id, ...row }) => [tenant_id, withZeros(row as Sums)]));
}

/** All tenants' sums of `[from, to)` together. */
export async function readTotals(
  tx: Transaction,
  scope: Scope,
  from: Date,
  to: Date,
  counting: Counting = FIGURES,
) {
  return addUp([...(await readTotalsByTenant(tx, scope, from, to, counting)).values()]);
}

export function addUp(rows: Sums[]): Sums {
  const total = { ...ZERO_SUMS };
  for (const row of rows) {
    for (const key of Object.keys(total) as Array<keyof Sums>) total[key] += row[key];
  }
  return total;
}

/**
 * Orders received and not yet validated or rejected at `at`, per tenant (decision 049): every
 * order ever received, less every decision, plus every decision undone, before that moment.
 */
export async function readBacklogByTenant(
  tx: Transaction,
  scope: Scope,
  at: Date,
): Promise<Map<string, number>> {
  const result = await tx.client.query<{ tenant_id: string; backlog: number }>(
    `with spans as (select 0 as local, '-infinity'::timestamptz as s, $1::timestamptz as e),
     ${ranges()},
     figures as (${rowsOfRanges(FIGURE_PARTS, FIGURE_COLUMNS, tenantFilter(scope, "$2"))})
     select tenant_id, coalesce(sum(received - validated - rejected + reopened), 0)::int as backlog
     from figures group by 1`,
    scope.tenantId ? [at, scope.tenantId] : [at],
  );
  return new Map(result.rows.map((row) => [row.tenant_id, row.backlog]));
}

/** When a person of each tenant last signed in, validated or edited an order (decision 049). */
export async function readLastOnline(
  tx: Transaction,
  tenantIds: string[],
): Promise<Map<string, Date>> {
  // Per kind, the latest hour's rows only: an index lookup each, however long the history.
  const result = await tx.client.query<{ tenant_id: string; last_at: Date | null }>(
    `select t.id as tenant_id, max(last.at) as last_at
     from unnest($1::uuid[]) as t(id)
     cross join unnest(array['user', 'sign_in']) as k(kind)
     left join lateral (select max(a.last_at) as at from analytics_actor_hourly a
       where a.tenant_id = t.id and a.kind = k.kind and a.hour = (select max(b.hour)
         from analytics_actor_hourly b where b.tenant_id = t.id and b.kind = k.kind)) last on true
     group by t.id`,
    [tenantIds],
  );
  return new Map(
    result.rows.flatMap((row) => (row.last_at ? [[row.tenant_id, row.last_at] as const] : [])),
  );
}
