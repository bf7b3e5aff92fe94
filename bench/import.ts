/**
 * `npm run bench:import`: imports a generated 100,000-row product CSV through the real import
 * path (inspection, storage in PostgreSQL, the batch writer) on a throw-away embedded database,
 * twice: once creating every entry, once updating them; then a third time fetched by an import
 * profile from a local SFTP server (sshd on loopback, as the specs start it) and imported with
 * the profile's mapping. Prints rows per second and peak memory.
 */

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { withTenant } from "../server/db/tenant-transaction.ts";
import { jobDefinitions } from "../server/jobs/job-definitions.ts";
import { installJobQueue } from "../server/jobs/queue.ts";
import { createLogger } from "../server/logging/logger.ts";
import {
  createImport,
  updateImport,
} from "../server/modules/assets/imports/asset-imports-service.ts";
import { runImport } from "../server/modules/assets/imports/run-import-job.ts";
import {
  createImportProfile,
  updateImportProfileConfiguration,
  updateImportProfileMapping,
} from "../server/modules/connectivity/import-profiles/import-profiles-service.ts";
import {
  executeImportRun,
  startImportRunNow,
} from "../server/modules/connectivity/import-profiles/run-import-profile.ts";
import { createTenant } from "../server/modules/tenants/create-tenant.ts";
import { createOutboundGuard } from "../server/security/outbound-guard.ts";
import { createSecretBox } from "../server/security/secret-box.ts";
import { startSftpServer } from "../tests/setup/sftp-server.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-bench-"));
const logger = createLogger({ level: "warn", pretty: false });

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}, 20);

async function writeCsv(file: string, priceOf: (n: number) => string) {
  const out = createWriteStream(file);
  out.write("sku;ean;description_en;description_nl;unit;price\n");
  for (let n = 1; n <= ROWS; n++) {
    const line = `BN-${n};${8_700_000_000_000 + n};Hex bolt M${(n % 20) + 3}x${n % 200} zinc plated;Zeskantbout M${(n % 20) + 3}x${n % 200} verzinkt à ${n % 100};box;${priceOf(n)}\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase(config, logger);
  await installJobQueue(database.ownerPool, jobDefinitions(database));
  const tenant = await createTenant(database.appPool, { key: "bench", name: "Bench BV" });
  const products = await withTenant(database.appPool, tenant.id, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      "select id from asset_types where key = 'products'",
    );
    return rows[0]?.id as string;
  });

  for (const [label, price] of [
    ["create", (n: number) => `${n % 90}.${n % 100}`],
    ["update", (n: number) => `${n % 90},${(n + 1) % 100}`],
  ] as const) {
    const file = path.join(dataDir, `${label}.csv`);
    await writeCsv(file, price);
    const size = (await stat(file)).size;
    peakRss = 0;
    peakHeap = 0;
    const uploadStart = performance.now();
    const draft = await createImport(database.appPool, tenant.id, null, {
      assetTypeId: products,
      fileName: `${label}.csv`,
      filePath: file,
    });
    const uploadSeconds = (performance.now() - uploadStart) / 1000;
    await updateImport(database.appPool, tenant.id, draft.id, { start: true, match_field: "sku" });
    const runStart = performance.now();
    await runImport(database.appPool, tenant.id, draft.id);
    const runSeconds = (performance.now() - runStart) / 1000;
    const result = await withTenant(database.appPool, tenant.id, async (tx) => {
      const { rows } = await tx.client.query(
        "select status, created_rows, updated_rows, failed_rows from asset_imports where id = $1",
        [draft.id],
      );
      return rows[0];
    });
    console.log(
      [
        `${label}: ${ROWS.toLocaleString("en")} rows (${megabytes(size)} CSV)`,
        `  upload (check, count, store): ${uploadSeconds.toFixed(1)} s`,
        `  import: ${runSeconds.toFixed(1)} s, ${Math.round(ROWS / runSeconds).toLocaleString("en")} rows/s`,
        `  outcome: ${result.status}, ${result.created_rows} created, ${result.updated_rows} updated, ${result.failed_rows} failed`,
        `  peak memory: rss ${megabytes(peakRss)}, heap ${megabytes(peakHeap)}`,
      ].join("\n"),
    );
  }

  // The import profile path: the file is downloaded (hashed on the way) and imported as a run.
  const sftp = await startSftpServer();
  try {
    const incoming = path.join(sftp.root, "incoming");
    await mkdir(incoming);
    const file = path.join(incoming, "products-profile.csv");
    await writeCsv(file, (n) => `${n % 80}.${n % 100}`);
    const size = (await stat(file)).size;
    const box = createSecretBox("bench secret box key, not a real one");
    const access = { box, guard: createOutboundGuard({ allowPrivate: true }) };
    const profile = await createImportProfile(database.appPool, tenant.id, {
      name: "Bench profile",
      active: true,
      asset_type_id: products,
    });
    await updateImportProfileConfiguration(database.appPool, box, tenant.id, profile.id, {
      protocol: "sftp",
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      private_key: sftp.privateKey,
      security: "none",
      reset_host_key: false,
      directory: incoming,
      file_name_pattern: "products-*.csv",
      encoding: "UTF-8",
      after_import: "keep",
    });
    await updateImportProfileMapping(database.appPool, tenant.id, profile.id, {
      columns: ["sku", "ean", "description_en", "description_nl", "unit", "price"],
      mapping: ["sku", "ean", "description_en", "description_nl", "unit", "price"],
      match_field: "sku",
    });
    peakRss = 0;
    peakHeap = 0;
    const start = performance.now();
    const run = await startImportRunNow(database.appPool, tenant.id, profile.id);
    await executeImportRun(database.appPool, access, tenant.id, run.id);
    const seconds = (performance.now() - start) / 1000;
    const outcome = await withTenant(database.appPool, tenant.id, async (tx) => {
      const { rows } = await tx.client.query(
        "select status, files, error from import_profile_runs where id = $1",
        [run.id],
      );
      return rows[0];
    });
    const fetched = outcome.files[0] ?? {};
    console.log(
      [
        `import profile (SFTP): ${ROWS.toLocaleString("en")} rows (${megabytes(size)} CSV)`,
        `  fetch, hash, check, store and import: ${seconds.toFixed(1)} s, ${Math.round(ROWS / seconds).toLocaleString("en")} rows/s`,
        `  outcome: run ${outcome.status}, file ${fetched.outcome}, ${fetched.created_rows} created, ${fetched.updated_rows} updated, ${fetched.refused_rows} refused${outcome.error ? ` (${outcome.error.message})` : ""}`,
        `  peak memory: rss ${megabytes(peakRss)}, heap ${megabytes(peakHeap)}`,
      ].join("\n"),
    );
  } finally {
    await sftp.stop();
  }
  await database.close();
} finally {
  clearInterval(sampler);
  await rm(dataDir, { recursive: true, force: true });
}
