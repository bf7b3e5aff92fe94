import path from "node:path";
import pg from "pg";
import type { Config } from "../config/config.ts";
import { storedSecret } from "../config/stored-secret.ts";
import type { Logger } from "../logging/logger.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { runMigrations } from "./migrate.ts";

export const APP_ROLE = "fennec_app";

export type Database = {
  /** Where the pools connect; `appUrl` is unset when the app switches role on the owner login. */
  urls: { ownerUrl: string; appUrl?: string };
  /** Owner connection: migrations, the job queue's own tables, set-up. Never for requests. */
  ownerPool: pg.Pool;
  /** The application's connection, as a role that owns nothing and is bound by RLS. */
  appPool: pg.Pool;
  close: () => Promise<void>;
};

/**
 * Connects to PostgreSQL (starting the embedded one when DATABASE_URL is unset), applies the
 * migrations, and opens the application's pool as the `fennec_app` role.
 */
/** PostgreSQL's admin_shutdown: the server ended the connection because it is stopping. */
const ADMIN_SHUTDOWN = "57P01";

export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, "pg"), logger);
  const ownerUrl = config.DATABASE_URL ?? embedded?.ownerUrl;
  if (!ownerUrl) throw new Error("No database to connect to");

  const ownerPool = new pg.Pool({ connectionString: ownerUrl, max: 4 });
  let closing = false;
  // The error carries the whole client; log what helps and nothing that could hold a secret.
  const onIdleError = (error: Error & { code?: string }) => {
    // pg's end() closes idle connections without waiting for them: the embedded cluster's stop
    // can still end a few ("terminating connection due to administrator command"), as asked.
    if (closing && error.code === ADMIN_SHUTDOWN) return;
    logger.warn({ error: error.message, code: error.code }, "idle database connection failed");
  };
  ownerPool.on("error", onIdleError);
  try {
    await runMigrations(ownerPool);
    const appUrl =
      config.DATABASE_APP_URL ??
      (embedded ? await embeddedAppUrl(config.dataDir, ownerPool, ownerUrl) : undefined);
    const appPool = createAppPool({ ownerUrl, appUrl });
    appPool.on("error", onIdleError);
    return {
      urls: { ownerUrl, appUrl },
      ownerPool,
      appPool,
      close: async () => {
        closing = true;
        await appPool.end();
        await ownerPool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await ownerPool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

/**
 * The application's pool: its own login when there is one, otherwise the owner login switched
 * to the application role on every new connection.
 */
export function createAppPool(urls: { ownerUrl: string; appUrl?: string }, max = 10): pg.Pool {
  if (urls.appUrl) return new pg.Pool({ connectionString: urls.appUrl, max });
  const pool = new pg.Pool({ connectionString: urls.ownerUrl, max });
  // Queries queue per client, so this runs before anything the application sends.
  pool.on("connect", (client) => {
    client.query(`set role ${APP_ROLE}`).catch(() => undefined);
  });
  return pool;
}

/** The embedded cluster is ours: the application role gets a login of its own. */
export async function embeddedAppUrl(dataDir: string, ownerPool: pg.Pool, ownerUrl: string) {
  const password = await storedSecret(path.join(dataDir, "pg-app-password"));
  await ownerPool.query(
    `alter role ${APP_ROLE} with login password '${password.replaceAll("'", "''")}'`,
  );
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}
