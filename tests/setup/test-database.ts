import pg from "pg";
import { afterAll, inject } from "vitest";
import { createAppPool } from "../../server/db/database.ts";

/**
 * Pools on the test database for one spec file, closed after it: `appPool` as the application
 * role (bound by row-level security), `ownerPool` for set-up and inspection only.
 */
export function connectTestDatabase() {
  const urls = inject("database");
  const ownerPool = new pg.Pool({ connectionString: urls.ownerUrl, max: 3 });
  const appPool = createAppPool(urls, 5);
  afterAll(async () => {
    await appPool.end();
    await ownerPool.end();
  });
  return { ownerPool, appPool, urls };
}
