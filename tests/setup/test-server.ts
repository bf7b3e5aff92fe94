import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { parseConfig } from "../../server/config/config.ts";
import { type RunningFennec, startFennec } from "../../server/lifecycle/start-fennec.ts";
import { createLogger, type Logger } from "../../server/logging/logger.ts";
import { freePort } from "./fennec-process.ts";
import { specDatabase } from "./test-database.ts";

/**
 * The whole Fennec (web role: API, /oauth and the web app) in this test process, on a free
 * loopback port, against the test database. Roles that serve the web need the web build
 * (`npm run build`); `FENNEC_ROLE: "worker"` runs only the background jobs.
 */
export function startTestServer(
  env: Record<string, string> = {},
  /** Silent unless a test wants to read what Fennec logs. */
  options: { logger?: Logger } = {},
) {
  const server: { url: string; fennec?: RunningFennec } = { url: "" };
  let dataDir = "";
  beforeAll(async () => {
    const urls = specDatabase();
    const port = await freePort();
    dataDir = await mkdtemp(path.join(tmpdir(), "fennec-server-"));
    const config = parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: urls.ownerUrl,
      DATABASE_APP_URL: urls.appUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      FENNEC_ROLE: "web",
      SMTP_PORT: "0",
      FENNEC_ADMIN_PASSWORD: "spec-admin-password",
      ...env,
    });
    server.fennec = await startFennec(
      config,
      options.logger ?? createLogger({ level: "silent", pretty: false }),
    );
    server.url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.fennec?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return server;
}
