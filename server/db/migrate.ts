import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

/** Any number between processes agrees on; serialises concurrent start-ups. */
const MIGRATION_LOCK = 7_246_001;

/** Applies pending migrations as the owner. Safe to run from several processes at once. */
export async function runMigrations(ownerPool: pg.Pool): Promise<void> {
  const client = await ownerPool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** How many migrations this build ships. */
export async function expectedMigrationCount(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied (0 when it has none yet). */
export async function appliedMigrationCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    "select count(*) as count from drizzle.__drizzle_migrations",
  );
  return Number(rows[0]?.count ?? 0);
}
