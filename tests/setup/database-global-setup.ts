import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { parseConfig } from "../../server/config/config.ts";
import { openDatabase } from "../../server/db/database.ts";
import { jobDefinitions } from "../../server/jobs/job-definitions.ts";
import { installJobQueue } from "../../server/jobs/queue.ts";
import { createLogger } from "../../server/logging/logger.ts";

declare module "vitest" {
  export interface ProvidedContext {
    database: { ownerUrl: string; appUrl?: string };
  }
}

/**
 * One migrated PostgreSQL for the database tests: `DATABASE_URL` when set, otherwise an
 * embedded server in a temporary directory that is removed afterwards.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-spec-"));
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_APP_URL: process.env.DATABASE_APP_URL,
    LOG_LEVEL: "warn",
  });
  const database = await openDatabase(config, createLogger({ level: "warn", pretty: false }));
  await installJobQueue(database.ownerPool, jobDefinitions(database));
  project.provide("database", database.urls);
  return async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
