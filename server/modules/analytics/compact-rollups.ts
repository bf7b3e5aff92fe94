import type pg from "pg";
import { type Transaction, withPlatformAccess } from "../../db/tenant-transaction.ts";
import type { JobDefinition } from "../../jobs/queue.ts";
import { ROLLUP_FIGURE_COLUMNS } from "./rollup-columns.ts";

type Rollup = {
  table: string;
  keys: string[];
  sums: string[];
  maxima: string[];
  /** Its days are in each tenant's time zone: folded under a share lock on its settings row. */
  zoned?: boolean;
};

const ROLLUPS: Rollup[] = [
  {
    table: "analytics_hourly",
    keys: ["tenant_id", "hour"],
    sums: ROLLUP_FIGURE_COLUMNS,
    maxima: [],
  },
  { table: "analytics_daily", keys: ["tenant_id", "day"], sums: ROLLUP_FIGURE_COLUMNS, maxima: [] },
  {
    table: "analytics_actor_hourly",
    keys: ["tenant_id", "hour", "kind", "actor_id"],
    sums: ["events", "validated"],
    maxima: ["last_at"],
  },
  {
    table: "analytics_actor_daily",
    keys: ["tenant_id", "day", "kind", "actor_id"],
    sums: ["events", "validated"],
    maxima: ["last_at"],
  },
  {
    table: "analytics_actor_local_daily",
    keys: ["tenant_id", "day", "kind", "actor_id"],
    sums: ["events", "validated"],
    maxima: ["last_at"],
    zoned: true,
  },
];

/**
 * Folds the delta rows of every hour and day that received some since the last run into one row
 * each (decision 049). The rows are deleted and their sum inserted in one statement: a delta
 * written meanwhile is either among them or stays pending for the next run, never counted twice
 * or lost; two runs at once delete disjoint rows.
 */
function compactStatement({ table, keys, sums, maxima, zoned }: Rollup) {
  const [tenant, moment] = keys as [string, string];
  const columns = [...keys, ...sums, ...maxima];
  const folded = [
    ...keys,
    ...sums.map((column) => `sum(${column})`),
    ...maxima.map((column) => `max(${column})`),
  ];
  const locked = zoned ? ` and ${tenant} = any($1::uuid[])` : "";
  return `with touched as (select distinct ${tenant}, ${moment} from ${table} where pending${locked}),
    gone as (delete from ${table} r using touched t
      where r.${tenant} = t.${tenant} and r.${moment} = t.${moment} returning r.*)
    insert into ${table} (${columns.join(", ")}, pending)
    select ${folded.join(", ")}, false from gone group by ${keys.join(", ")}`;
}

const STATEMENTS = ROLLUPS.map((rollup) => ({ rollup, statement: compactStatement(rollup) }));

/**
 * The tenants with pending rows in `table`, their settings rows share-locked first (decision
 * 049): a change of a tenant's time zone rebuilds its local-day rows, and must neither miss the
 * rows folded here nor leave rows folded in its old zone beside them. The fold's own statement
 * runs after the locks are held, so it sees any rebuild that committed meanwhile.
 */
async function lockPendingTenants(tx: Transaction, table: string) {
  const pending = await tx.client.query<{ tenant_id: string }>(
    `select distinct tenant_id from ${table} where pending`,
  );
  const ids = pending.rows.map((row) => row.tenant_id);
  await tx.client.query(
    "select 1 from tenant_settings where tenant_id = any($1::uuid[]) order by tenant_id for share",
    [ids],
  );
  return ids;
}

/** Compacts every rollup table; answers how many rows of sums it wrote. */
export async function compactRollups(pool: pg.Pool): Promise<number> {
  let folded = 0;
  for (const { rollup, statement } of STATEMENTS) {
    folded += await withPlatformAccess(pool, async (tx) => {
      const parameters = rollup.zoned ? [await lockPendingTenants(tx, rollup.table)] : [];
      const { rowCount } = await tx.client.query(statement, parameters);
      return rowCount ?? 0;
    });
  }
  return folded;
}

/** Every ten minutes: a dashboard reads at most ten minutes of delta rows beside the sums. */
export function compactRollupsJob(pool: pg.Pool): JobDefinition {
  return {
    name: "analytics.compact",
    schedule: "*/10 * * * *",
    retryLimit: 1,
    handle: async () => {
      await compactRollups(pool);
    },
  };
}
