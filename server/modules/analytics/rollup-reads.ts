import type { Granularity } from "../../contracts/analytics/analytics-query.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import type { Period } from "./analytics-period.ts";
import type { Scope } from "./analytics-scope.ts";

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

const SUMS = `
  coalesce(sum(emails), 0)::int as emails, coalesce(sum(received), 0)::int as received,
  coalesce(sum(lines), 0)::int as lines, coalesce(sum(validated), 0)::int as validated,
  coalesce(sum(rejected), 0)::int as rejected, coalesce(sum(reopened), 0)::int as reopened,
  coalesce(sum(sent_ok), 0)::int as "sentOk", coalesce(sum(ai_errors), 0)::int as "aiErrors",
  coalesce(sum(erp_errors), 0)::int as "erpErrors",
  coalesce(sum(accuracy_sum), 0)::float8 as "accuracySum",
  coalesce(sum(accuracy_count), 0)::int as "accuracyCount",
  coalesce(sum(touchless), 0)::int as touchless,
  coalesce(sum(validate_ms_sum), 0)::float8 as "validateMsSum",
  coalesce(sum(validate_count), 0)::int as "validateCount",
  coalesce(sum(submit_ms_sum), 0)::float8 as "submitMsSum",
  coalesce(sum(submit_count), 0)::int as "submitCount"`;

// Distinct within a tenant (every query groups by tenant): across every tenant a person in two
// tenants counts in each.
const ACTORS = `
  count(distinct actor_id) filter (where kind = 'user')::int as users,
  count(distinct actor_id) filter (where kind = 'user' and validated > 0)::int as validators,
  coalesce(sum(validated) filter (where kind = 'user'), 0)::int as "personValidated",
  count(distinct actor_id) filter (where kind = 'channel')::int as channels`;

const ACTOR_TOTALS = `sum(users)::int as users, sum(validators)::int as validators,
  sum("personValidated")::int as "personValidated", sum(channels)::int as channels`;

const EMPTY_ACTORS = { users: 0, validators: 0, personValidated: 0, channels: 0 };

/** Who is counted: people, channels, or neither (distinct counts cost a scan of their rows). */
export type ActorKind = "user" | "channel";

function actorFilter(kind: ActorKind | undefined) {
  return kind ? `kind = '${kind}'` : "false";
}

/** `tenant_id = $n` for one tenant; every row (row-level security still applies) for all. */
function tenantFilter(scope: Scope, parameter: string) {
  return scope.tenantId ? `tenant_id = ${parameter}::uuid` : "true";
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
  actors?: ActorKind,
): Promise<Bucket[]> {
  const parameters = [
    period.granularity,
    period.start,
    period.end,
    period.timeZone,
    STEP[period.granularity],
    scope.tenantId,
  ];
  const where = `${tenantFilter(scope, "$6")} and hour >= $2 and hour < $3`;
  const result = await tx.client.query<Bucket & { local: unknown }>(
    `with buckets as (
       select b as local from generate_series(date_trunc($1, $2::timestamptz at time zone $4),
         ($3::timestamptz - interval '1 microsecond') at time zone $4, $5::interval) b),
     h as (select date_trunc($1, hour at time zone $4) as local, ${SUMS}
       from analytics_hourly where ${where} group by 1),
     per_tenant as (select date_trunc($1, hour at time zone $4) as local, ${ACTORS}
       from analytics_actor_hourly where ${where} and ${actorFilter(actors)} group by 1, tenant_id),
     a as (select local, ${ACTOR_TOTALS} from per_tenant group by 1)
     select (buckets.local at time zone $4) as start, h.*, a.*
     from buckets left join h using (local) left join a using (local) order by buckets.local`,
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
  actors?: ActorKind,
): Promise<Map<string, Sums>> {
  const parameters = scope.tenantId ? [from, to, scope.tenantId] : [from, to];
  const where = `${tenantFilter(scope, "$3")} and hour >= $1 and hour < $2`;
  const result = await tx.client.query<Sums & { tenant_id: string }>(
    `with h as (select tenant_id, ${SUMS} from analytics_hourly where ${where} group by 1),
     a as (select tenant_id, ${ACTORS} from analytics_actor_hourly
       where ${where} and ${actorFilter(actors)} group by 1)
     select * from h full join a using (tenant_id)`,
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
  actors?: ActorKind,
) {
  return addUp([...(await readTotalsByTenant(tx, scope, from, to, actors)).values()]);
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
    `select tenant_id, coalesce(sum(received - validated - rejected + reopened), 0)::int as backlog
     from analytics_hourly where ${tenantFilter(scope, "$2")} and hour < $1 group by 1`,
    scope.tenantId ? [at, scope.tenantId] : [at],
  );
  return new Map(result.rows.map((row) => [row.tenant_id, row.backlog]));
}

/** When a person of each tenant last validated or edited an order (decision 049). */
export async function readLastOnline(
  tx: Transaction,
  tenantIds: string[],
): Promise<Map<string, Date>> {
  const result = await tx.client.query<{ tenant_id: string; last_at: Date | null }>(
    `select t.id as tenant_id, (select max(a.last_at) from analytics_actor_hourly a
       where a.tenant_id = t.id and a.kind = 'user' and a.hour = (select max(b.hour)
         from analytics_actor_hourly b where b.tenant_id = t.id and b.kind = 'user')) as last_at
     from unnest($1::uuid[]) as t(id)`,
    [tenantIds],
  );
  return new Map(
    result.rows.flatMap((row) => (row.last_at ? [[row.tenant_id, row.last_at] as const] : [])),
  );
}
