import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Playwright's web server: the real Fennec (`server/main.ts`) on a throw-away data directory,
 * removed when the server stops. Signals are passed on, so Fennec shuts down cleanly.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-e2e-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  FENNEC_ADMIN_EMAIL: process.env.FENNEC_ADMIN_EMAIL ?? "admin@demo.fennec.test",
  FENNEC_ADMIN_PASSWORD: process.env.FENNEC_ADMIN_PASSWORD ?? "e2e-admin-password",
  // Every test signs in from 127.0.0.1: the per-IP throttle must not count the whole run.
  SIGN_IN_MAX_FAILURES_PER_IP: "1000",
  // Mailboxes in the tests are on loopback: the outbound guard lets them through (decision 020).
  OUTBOUND_ALLOW_PRIVATE: "true",
  // The ERP is asked every 2 s whether a submitted order is confirmed (60 s by default), so the
  // delivery tests see an order reach completed.
  DELIVERY_STATUS_POLL_SECONDS: "2",
};

// Fixtures, through the operations CLI as an operator would make them: the demo tenant; a
// second tenant the administrator also manages (named to sort after "Demo Wholesale"); and a
// tenant of its own for tests in the no-js project that change tenant settings.
const cli = (...args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", "server/cli/main.ts", ...args], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
cli("demo:seed");
cli("tenant:create", "--key", "zuid", "--name", "Zuid Wholesale");
cli(
  "user:add-to-tenant",
  "--email",
  env.FENNEC_ADMIN_EMAIL,
  "--tenant",
  "zuid",
  "--role",
  "administrator",
);
// West Wholesale has one test (home-counts.js-only.e2e.ts) and starts empty: it counts exactly.
cli("tenant:create", "--key", "west", "--name", "West Wholesale");
cli(
  "user:add-to-tenant",
  "--email",
  env.FENNEC_ADMIN_EMAIL,
  "--tenant",
  "west",
  "--role",
  "administrator",
);
cli("tenant:create", "--key", "oost", "--name", "Oost Wholesale");
cli(
  "user:create",
  "--email",
  "admin@oost.fennec.test",
  "--tenant",
  "oost",
  "--role",
  "administrator",
  "--password",
  "e2e-oost-password",
);

// Noord Wholesale: the validation screen's tests (tests/e2e/orders/validate-order*.e2e.ts), with
// an operator of its own beside the administrator, for two people working on one order.
cli("tenant:create", "--key", "noord", "--name", "Noord Wholesale");
cli(
  "user:add-to-tenant",
  "--email",
  env.FENNEC_ADMIN_EMAIL,
  "--tenant",
  "noord",
  "--role",
  "administrator",
);
cli(
  "user:create",
  "--email",
  "operator@noord.fennec.test",
  "--tenant",
  "noord",
  "--role",
  "operator",
  "--password",
  "e2e-noord-operator",
);

// Levering JS and Levering No-JS Wholesale: the order pages' delivery tests
// (tests/e2e/orders/order-delivery.e2e.ts), one tenant per project, since a tenant's validated
// orders all go to its one active integration (here a stand-in mynuma of the test's own).
for (const [key, name] of [
  ["levering-js", "Levering JS Wholesale"],
  ["levering-no-js", "Levering No-JS Wholesale"],
] as const) {
  cli("tenant:create", "--key", key, "--name", name);
  cli(
    "user:add-to-tenant",
    "--email",
    env.FENNEC_ADMIN_EMAIL,
    "--tenant",
    key,
    "--role",
    "administrator",
  );
}

const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env,
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
