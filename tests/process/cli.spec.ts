import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../setup/fennec-process.ts";

// Each command is a process of its own (tsx compiling the CLI): slow on a busy 2-core machine.
describe("operations CLI", { timeout: 90_000 }, () => {
  let env: Record<string, string>;
  beforeAll(async () => {
    env = { DATA_DIR: await mkdtemp(path.join(tmpdir(), "fennec-cli-")) };
  });
  afterAll(async () => rm(env.DATA_DIR as string, { recursive: true, force: true }));

  it("explains every command with --help", async () => {
    const overview = await runCli(["--help"], env);
    for (const command of [
      "db:migrate",
      "demo:seed",
      "tenant:create",
      "user:create",
      "user:add-to-tenant",
      "user:reset-password",
    ]) {
      expect(overview.stdout).toContain(command);
      const help = await runCli([command, "--help"], env);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Usage: npm run fennec -- ${command}`);
    }
  });

  it("migrates, creates a tenant and a user, and resets the password", async () => {
    expect((await runCli(["db:migrate"], env)).stdout).toContain("Database is up to date.");
    const tenant = await runCli(["tenant:create", "--key", "north", "--name", "North BV"], env);
    expect(tenant.stdout).toContain("Created tenant North BV (key north");

    const user = await runCli(
      [
        "user:create",
        "--email",
        "Ann@North.test",
        "--tenant",
        "north",
        "--role",
        "operator",
        "--password",
        "ann-first-password",
      ],
      env,
    );
    expect(user.stdout).toContain("Created user ann@north.test as operator in tenant north.");

    const tooShort = await runCli(
      ["user:reset-password", "--email", "ann@north.test", "--password", "short"],
      env,
    );
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toContain("at least 12 characters");

    const reset = await runCli(
      ["user:reset-password", "--email", "ANN@north.test", "--password", "ann-second-password"],
      env,
    );
    expect(reset.stdout).toContain("Password of ann@north.test changed.");

    await runCli(["tenant:create", "--key", "south", "--name", "South BV"], env);
    const added = await runCli(
      [
        "user:add-to-tenant",
        "--email",
        "ann@north.test",
        "--tenant",
        "south",
        "--role",
        "administrator",
      ],
      env,
    );
    expect(added.stdout).toContain("ann@north.test is now administrator in tenant south.");
  });

  it("refuses unknown commands and missing options", async () => {
    expect((await runCli(["tenant:delete"], env)).code).toBe(2);
    const missing = await runCli(["tenant:create", "--key", "x"], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Missing --name");
  });
});
