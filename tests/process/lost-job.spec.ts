import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { withTenant } from "../../server/db/tenant-transaction.ts";
import { enqueue, installJobQueue, startJobRunner } from "../../server/jobs/queue.ts";
import { createLogger } from "../../server/logging/logger.ts";
import { createTenant } from "../../server/modules/tenants/create-tenant.ts";
import { connectTestDatabase } from "../setup/test-database.ts";
import { lostJobDefinition } from "./lost-job/lost-job-definition.ts";

/**
 * A job whose process is killed (SIGKILL: no clean-up, the job stays `active`) is run again by
 * another process once its expiry has passed, found by the queue's maintenance — for pg-boss's
 * own workers and for the tenant-fair ones (decision 066).
 */
const { ownerPool, appPool, urls } = connectTestDatabase();
const logger = createLogger({ level: "silent", pretty: false });

describe("a job lost with a killed process", { timeout: 60_000 }, () => {
  for (const fair of [false, true]) {
    it(`is run again after its expiry (${fair ? "tenant-fair" : "pg-boss"} workers)`, async () => {
      const ran: string[] = [];
      const definition = lostJobDefinition(fair, async () => {
        ran.push("again");
      });
      await installJobQueue(ownerPool, [definition]);
      const tenant = await createTenant(appPool, { key: `lost-${fair}-${Date.now()}`, name: "L" });
      const jobId = await withTenant(appPool, tenant.id, (tx) =>
        enqueue(tx, definition.name, { tenantId: tenant.id }),
      );

      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "tests/process/lost-job/hanging-worker.ts",
          urls.ownerUrl,
          fair ? "fair" : "",
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      try {
        const lines = createInterface({ input: child.stdout });
        for await (const line of lines) if (line === "claimed") break;
      } finally {
        child.kill("SIGKILL");
      }
      await new Promise((resolve) => child.once("exit", resolve));
      const state = async () =>
        (
          await ownerPool.query<{ state: string }>("select state from pgboss.job where id = $1", [
            jobId,
          ])
        ).rows[0]?.state;
      expect(await state()).toBe("active");

      const killedAt = Date.now();
      const runner = await startJobRunner(ownerPool, [definition], logger, 1);
      try {
        await expect.poll(() => ran, { timeout: 20_000, interval: 100 }).toEqual(["again"]);
        await expect.poll(state, { timeout: 10_000 }).toBe("completed");
      } finally {
        await runner.stop();
      }
      // expiry (3 s) + maintenance (every second) + a retry delay and polling
      expect(Date.now() - killedAt).toBeLessThan(15_000);
    });
  }
});
