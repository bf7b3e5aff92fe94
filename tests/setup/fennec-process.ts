import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const repository = fileURLToPath(new URL("../..", import.meta.url));

export type FennecProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code and how long the process took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>;
};

/**
 * Starts `server/main.ts` as its own process, as `npm start` does after building; or another
 * entry (`tests/setup/e2e-server.ts`: a second e2e server, seeded, with settings of its own).
 * Waits until /healthz answers, for `startupMs` (a fresh embedded database and its demo data
 * take a while on two busy cores).
 */
export async function startFennecProcess(
  env: Record<string, string>,
  { script = "server/main.ts", startupMs = 60_000 } = {},
): Promise<FennecProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: repository,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SMTP_PORT: "0",
      NODE_ENV: "development",
      // Whatever a test points Fennec at is on loopback (decision 020).
      OUTBOUND_ALLOW_PRIVATE: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Fennec exited early:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > startupMs) {
      child.kill("SIGTERM");
      await exited;
      throw new Error(`Fennec did not become healthy in ${startupMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      const from = Date.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - from };
    },
  };
}

/** Runs `npm run fennec -- …` (the operations CLI) with the given environment. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/cli/main.ts", ...args],
      { env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
