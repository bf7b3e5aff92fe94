import type pg from "pg";
import type { Db } from "pg-boss";

/** pg-boss runs its statements on our pools, or on a caller's transaction client. */
export function adapter(pool: pg.Pool | pg.PoolClient): Db {
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
}
