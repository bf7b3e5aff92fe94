import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { parseConfig } from "../../server/config/config.ts";
import { embeddedAppUrl, openDatabase } from "../../server/db/database.ts";
import { startEmbeddedPostgres } from "../../server/db/embedded-postgres.ts";
import { jobDefinitions } from "../../server/jobs/job-definitions.ts";
import { installJobQueue } from "../../server/jobs/queue.ts";
import { createLogger } from "../../server/logging/logger.ts";
import { SPEC_DATABASES } from "./spec-databases.ts";

type DatabaseUrls = { ownerUrl: string; appUrl?: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** One migrated database per test worker (decision 031). */
    databases: DatabaseUrls[];
  }
}

/**
 * The migrated PostgreSQL databases of the database tests, one per test worker so that spec
 * files run side by side without seeing each other's tenants: `DATABASE_URL` when set (its role
 * needs CREATEDB), otherwise an embedded server in a temporary directory removed afterwards.
 * The database is migrated once and copied (`create database … template …`, a file copy).
 */
export default async function setup(project: TestProject) {
  const logger = createLogger({ level: "warn", pretty: false });
  const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-spec-"));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(dataDir, "pg"), logger);
  const ownerUrl = process.env.DATABASE_URL ?? (embedded?.ownerUrl as string);
  const database = await openDatabase(
    parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: ownerUrl,
      DATABASE_APP_URL: process.env.DATABASE_APP_URL,
      LOG_LEVEL: "warn",
    }),
    logger,
  );
  const appUrl =
    database.urls.appUrl ??
    (embedded ? await embeddedAppUrl(dataDir, database.ownerPool, ownerUrl) : undefined);
  await installJobQueue(database.ownerPool, jobDefinitions(database));
  await database.close(); // a template database takes no connections while it is copied

  const template = new URL(ownerUrl).pathname.slice(1);
  const copies = Array.from(
    { length: SPEC_DATABASES },
    (_, index) => `${template}_spec_${index + 1}`,
  );
  const maintenance = new pg.Client({ connectionString: withDatabase(ownerUrl, "postgres") });
  await maintenance.connect();
  try {
    for (const copy of copies) {
      await maintenance.query(`drop database if exists "${copy}" with (force)`);
      await maintenance.query(`create database "${copy}" template "${template}"`);
    }
  } finally {
    await maintenance.end();
  }
  project.provide(
    "databases",
    copies.map((copy) => ({
      ownerUrl: withDatabase(ownerUrl, copy),
      appUrl: appUrl ? withDatabase(appUrl, copy) : undefined,
    })),
  );
  return async () => {
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}
