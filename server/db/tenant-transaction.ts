import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { currentActingUser } from "./acting-user.ts";
import * as schema from "./schema/index.ts";

export type Db = NodePgDatabase<typeof schema>;

/** One database transaction: drizzle for queries, the raw client for what drizzle cannot say. */
export type Transaction = {
  db: Db;
  client: pg.PoolClient;
};

type Settings = ReadonlyArray<readonly [name: string, value: string]>;

const platformSettings: Settings = [["app.platform_access", "on"]];

/**
 * Runs `work` in a transaction that sees only `tenantId`'s rows: the tenant is set with
 * set_config(..., true), which lasts until the transaction ends, so a pooled connection never
 * carries one request's tenant into the next.
 */
export function withTenant<T>(
  pool: pg.Pool,
  tenantId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, [["app.tenant_id", tenantId]], work);
}

/**
 * `work` as withTenant, reading one snapshot of the database (repeatable read, read only): for a
 * read made of several statements that must agree with each other — an order's status and its
 * deliveries — while jobs commit changes to them in between.
 */
export function withTenantSnapshot<T>(
  pool: pg.Pool,
  tenantId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, [["app.tenant_id", tenantId]], work, SNAPSHOT);
}

const SNAPSHOT = "begin isolation level repeatable read read only";

/**
 * The explicit cross-tenant path, for platform views and operations only: never reached with
 * an id a client sent without a platform-administrator check first.
 */
export function withPlatformAccess<T>(
  pool: pg.Pool,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, platformSettings, work);
}

/**
 * drizzle for a pooled connection, made once per connection: building it reads the whole schema
 * (its relations), which cost about 5% of a signed-in page's server time when done per
 * transaction (docs/decisions/029).
 */
const drizzleOfConnection = new WeakMap<pg.PoolClient, Db>();

function drizzleFor(client: pg.PoolClient): Db {
  let db = drizzleOfConnection.get(client);
  if (!db) {
    db = drizzle(client, { schema });
    drizzleOfConnection.set(client, db);
  }
  return db;
}

/**
 * A short cross-tenant read in one round trip: `begin`, the platform setting, `statements` and
 * `commit` go to PostgreSQL as one simple query, and each statement's rows come back. The
 * statements take no parameters: they are built by `statements(escapeLiteral)`, which must
 * escape every value it puts in. For the check behind every API request (decision 029), where
 * four round trips per request were a measurable share of a page's server time.
 */
export function readWithPlatformAccessInOneTrip(
  pool: pg.Pool,
  statements: (escapeLiteral: (value: string) => string) => string[],
): Promise<Array<Record<string, unknown>[]>> {
  return onConnection(pool, async (client) => {
    const opening = openingStatements(client, platformSettings);
    const sql = [...opening, ...statements((value) => client.escapeLiteral(value)), "commit"];
    const results = (await client.query(sql.join(";\n"))) as unknown as pg.QueryResult[];
    return results.slice(opening.length, -1).map((result) => result.rows);
  });
}

function inTransaction<T>(
  pool: pg.Pool,
  settings: Settings,
  work: (tx: Transaction) => Promise<T>,
  begin = "begin",
): Promise<T> {
  return onConnection(pool, async (client) => {
    // one round trip: begin and the settings as one simple query
    await client.query(openingStatements(client, settings, begin).join("; "));
    const result = await work({ db: drizzleFor(client), client });
    await client.query("commit");
    return result;
  });
}

/**
 * `begin` and the transaction's settings, the values escaped by pg; with the acting person
 * (`app.user_id`) when a signed-in person's request opened it, for the audit trail (decision 050).
 */
function openingStatements(client: pg.PoolClient, settings: Settings, begin = "begin") {
  const userId = currentActingUser();
  const all: Settings = userId ? [...settings, ["app.user_id", userId]] : settings;
  return [
    begin,
    ...all.map(
      ([name, value]) =>
        `select set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
    ),
  ];
}

/** A pooled connection for `run`; a transaction left open by a failure is rolled back. */
async function onConnection<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    return await run(client);
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
