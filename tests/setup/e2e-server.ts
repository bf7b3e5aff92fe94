import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Playwright's web server: the real Fennec (`server/main.ts`) on a throw-away data directory,
 * removed when the server stops. Signals are passed on, so Fennec shuts down cleanly.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-e2e-"));
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    FENNEC_ADMIN_EMAIL: process.env.FENNEC_ADMIN_EMAIL ?? "admin@demo.fennec.test",
    FENNEC_ADMIN_PASSWORD: process.env.FENNEC_ADMIN_PASSWORD ?? "e2e-admin-password",
  },
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => child.kill(signal));
}
// Should Playwright go away without a word, do not leave Fennec and its database behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill("SIGTERM");
}, 1_000).unref();

child.on("exit", async (code) => {
  await rm(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
