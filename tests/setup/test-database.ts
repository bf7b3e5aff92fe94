import pg from "pg";
import { afterAll, inject } from "vitest";
import { createAppPool } from "../../server/db/database.ts";

/**
 * Pools on this worker's test database for one spec file, closed after it: `appPool` as the application
 * role (bound by row-level security), `ownerPool` for set-up and inspection only.
 */
export function connectTestDatabase() {
  const urls = specDatabase();
  const ownerPool = new pg.Pool({ connectionString: urls.ownerUrl, max: 3 });
  const appPool = createAppPool(urls, 5);
  afterAll(async () => {
    await appPool.end();
    await ownerPool.end();
  });
  return { ownerPool, appPool, urls };
}

/** The database of the test worker this spec file runs in (one per worker, decision 031). */
export function specDatabase() {
  const databases = inject("databases");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return databases[(worker - 1) % databases.length] as (typeof databases)[number];
}
