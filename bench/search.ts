/**
 * `npm run bench:search`: how long a search of the reference-data screen takes on an asset type
 * of 100,000 entries (and, beside it, another tenant's 100,000), on a throw-away embedded
 * database. Prints the median and slowest of a few searches of each kind.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { withTenant } from "../server/db/tenant-transaction.ts";
import { createLogger } from "../server/logging/logger.ts";
import { listEntries } from "../server/modules/assets/asset-entries-service.ts";
import { createTenant } from "../server/modules/tenants/create-tenant.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-"));

async function fillProducts(pool: import("pg").Pool, key: string) {
  const tenant = await createTenant(pool, { key, name: `${key} BV` });
  const products = await withTenant(pool, tenant.id, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      "select id from asset_types where key = 'products'",
    );
    const id = rows[0]?.id as string;
    await tx.client.query(
      `insert into asset_entries (tenant_id, asset_type_id, values)
       select $1, $2, jsonb_build_object(
         'sku', 'BN-' || n, 'ean', (8700000000000 + n)::text, 'unit', 'box',
         'description_en', 'Hex bolt M' || (n % 20 + 3) || 'x' || (n % 200) || ' zinc plated',
         'description_nl', 'Zeskantbout M' || (n % 20 + 3) || 'x' || (n % 200) || ' verzinkt',
         'price', (n % 90) || '.' || (n % 100))
       from generate_series(1, $3::int) as n`,
      [tenant.id, id, ROWS],
    );
    return id;
  });
  return { tenantId: tenant.id, products };
}

try {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase(config, createLogger({ level: "warn", pretty: false }));
  const { tenantId, products } = await fillProducts(database.appPool, "bench");
  await fillProducts(database.appPool, "neighbour");
  await database.ownerPool.query("analyze asset_entries");

  const searches: Array<[string, { search?: string; sort?: string; order?: "asc" | "desc" }]> = [
    ["first page, no search", {}],
    ["substring of a code (BN-4711)", { search: "BN-4711" }],
    ["substring of a description (verzinkt)", { search: "verzinkt" }],
    ["rare substring (M7x199)", { search: "M7x199" }],
    ["sorted by price, descending", { sort: "price", order: "desc" }],
  ];
  console.log(`${ROWS.toLocaleString("en")} products in the searched tenant, as many in another`);
  for (const [label, query] of searches) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < 7; run++) {
      const start = performance.now();
      const page = await listEntries(
        database.appPool,
        tenantId,
        products,
        { page: 1, per_page: 25, ...query },
        "/bench",
      );
      times.push(performance.now() - start);
      total = page.meta.total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label}: median ${times[3]?.toFixed(1)} ms, slowest ${times[6]?.toFixed(1)} ms (${total.toLocaleString("en")} found)`,
    );
  }
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
