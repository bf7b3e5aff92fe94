import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CliCommand } from "../../server/cli/cli-command.ts";
import { demoSeed } from "../../server/cli/commands/demo-seed.ts";
import { tenantCreate } from "../../server/cli/commands/tenant-create.ts";
import { userAddToTenant } from "../../server/cli/commands/user-add-to-tenant.ts";
import { userCreate } from "../../server/cli/commands/user-create.ts";
import { parseConfig } from "../../server/config/config.ts";
import { openDatabase } from "../../server/db/database.ts";
import { jobDefinitions } from "../../server/jobs/job-definitions.ts";
import { installJobQueue } from "../../server/jobs/queue.ts";
import { createLogger } from "../../server/logging/logger.ts";

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
// the commands below read their settings from this process' environment, as in the CLI
Object.assign(process.env, env);

// Fixtures, through the operations CLI's own commands as an operator would run them, in this one
// process (one database start, not one per command): the demo tenant; a second tenant the
// administrator also manages (named to sort after "Demo Wholesale"); and a tenant of its own for
// tests in the no-js project that change tenant settings.
const database = await openDatabase(
  parseConfig(env),
  createLogger({ level: "warn", pretty: false }),
);
await installJobQueue(database.ownerPool, jobDefinitions(database));
const cli = (command: CliCommand, values: Record<string, string> = {}) =>
  command.run(values, database);
const admin = env.FENNEC_ADMIN_EMAIL;
const tenant = (key: string, name: string) => cli(tenantCreate, { key, name });
const adminOf = (key: string) =>
  cli(userAddToTenant, { email: admin, tenant: key, role: "administrator" });

await cli(demoSeed);
await tenant("zuid", "Zuid Wholesale");
await adminOf("zuid");
// West Wholesale has one test (home-counts.js-only.e2e.ts) and starts empty: it counts exactly.
await tenant("west", "West Wholesale");
await adminOf("west");
await tenant("oost", "Oost Wholesale");
// A platform administrator (Fennec's own staff), a member of Oost only: the central overview.
await cli(userCreate, {
  email: "platform@fennec.test",
  tenant: "oost",
  role: "platform_administrator",
  password: "e2e-platform-password",
});
await cli(userCreate, {
  email: "admin@oost.fennec.test",
  tenant: "oost",
  role: "administrator",
  password: "e2e-oost-password",
});

// Noord Wholesale: the validation screen's tests (tests/e2e/orders/validate-order*.e2e.ts), with
// an operator of its own beside the administrator, for two people working on one order.
await tenant("noord", "Noord Wholesale");
await adminOf("noord");
await cli(userCreate, {
  email: "operator@noord.fennec.test",
  tenant: "noord",
  role: "operator",
  password: "e2e-noord-operator",
});

// Codes Wholesale: the code pickers' test (tests/e2e/orders/validate-order-pickers.js-only.e2e.ts),
// which puts other columns before the code fields of its customers and products.
await tenant("codes", "Codes Wholesale");
await adminOf("codes");

// Levering JS and Levering No-JS Wholesale: the order pages' delivery tests
// (tests/e2e/orders/order-delivery.e2e.ts), one tenant per project, since a tenant's validated
// orders all go to its one active integration (here a stand-in mynuma of the test's own).
for (const [key, name] of [
  ["levering-js", "Levering JS Wholesale"],
  ["levering-no-js", "Levering No-JS Wholesale"],
] as const) {
  await tenant(key, name);
  await adminOf(key);
}
await database.close();

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
