import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FennecProcess, runCli, startFennecProcess } from "../setup/fennec-process.ts";

/**
 * `npm start` as a user sees it: one process, its own database, clean stops, kept data. A first
 * start creates a database, runs every migration and seeds the demo: on a busy 2-core machine
 * that takes longer than the default 30 s, as it does in the other process specs.
 */
describe("the Fennec process", { timeout: 90_000 }, () => {
  let dataDir: string;
  let running: FennecProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fennec-process-"));
  });
  afterAll(async () => {
    await running?.stop("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to start with a wrong setting, naming it", async () => {
    const result = await runCli(["db:migrate"], { DATA_DIR: dataDir, PORT: "eighty" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PORT");
  });

  it("starts on an empty data directory with demo data, and stops cleanly on SIGTERM", async () => {
    running = await startFennecProcess({ DATA_DIR: dataDir });
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", db: "ok", version: expect.any(String) });
    expect(running.output()).toMatch(/Demo administrator\s+e-mail:\s+admin@demo\.fennec\.test/);

    // The CLI shares the running server's embedded database.
    const created = await runCli(["tenant:create", "--key", "acme", "--name", "Acme Wholesale"], {
      DATA_DIR: dataDir,
    });
    expect(created.stdout).toContain("Created tenant Acme Wholesale");

    // A page, so that the pools hold idle connections when the stop comes.
    expect((await fetch(`${running.url}/login`)).status).toBe(200);
    const server = running;
    const stopped = await server.stop("SIGTERM");
    running = undefined;
    expect(stopped.code).toBe(0);
    // Its own database stops after it: no connection of Fennec's is cut from under it.
    expect(server.output()).not.toContain("idle database connection failed");
    expect(stopped.ms).toBeLessThan(10_000);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  });

  it("keeps its data across a restart on the same DATA_DIR", async () => {
    running = await startFennecProcess({ DATA_DIR: dataDir });
    expect(running.output()).not.toContain("Demo administrator");
    const again = await runCli(["tenant:create", "--key", "acme", "--name", "Acme Wholesale"], {
      DATA_DIR: dataDir,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("A tenant with key acme already exists");
    expect((await running.stop("SIGINT")).code).toBe(0);
    running = undefined;
  });

  it("runs workers only in the worker role: health answers, the web app does not", async () => {
    running = await startFennecProcess({ DATA_DIR: dataDir, FENNEC_ROLE: "worker" });
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${running.url}/login`)).status).toBe(404);
    expect((await running.stop()).code).toBe(0);
    running = undefined;
  });
});
