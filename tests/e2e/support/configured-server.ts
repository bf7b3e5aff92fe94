import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const repository = fileURLToPath(new URL("../../..", import.meta.url));

export type ConfiguredServer = { baseURL: string; stop: () => Promise<void> };

/**
 * A second Fennec, built and seeded like the e2e server (tests/setup/e2e-server.ts) but with
 * settings of its own, for the one test file that needs them: settings on the shared server
 * would reach every other test. Its SMTP listener sits 1000 ports up, as the shared one's does.
 */
export async function startConfiguredServer(
  port: number,
  settings: Record<string, string>,
): Promise<ConfiguredServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/e2e-server.ts"], {
    cwd: repository,
    env: {
      ...process.env,
      PORT: String(port),
      SMTP_PORT: String(port + 1000),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...settings,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = once(child, "exit");
  try {
    await waitUntilHealthy(baseURL, child);
  } catch (error) {
    child.kill("SIGTERM");
    await exited;
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Asks /healthz twice a second until it answers, for at most three minutes (two busy cores). */
async function waitUntilHealthy(baseURL: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 360; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped (exit code ${child.exitCode})`);
    const healthy = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseURL} did not become healthy`);
}
