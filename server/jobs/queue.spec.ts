import { afterAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { withTenant } from "../db/tenant-transaction.ts";
import { createLogger } from "../logging/logger.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";
import { enqueue, installJobQueue, type JobDefinition, startJobRunner } from "./queue.ts";

const { ownerPool, appPool } = connectTestDatabase();
const logger = createLogger({ level: "silent", pretty: false });

describe("job queue", () => {
  const handled: Array<{ tenantId: string; note: string }> = [];
  const definition: JobDefinition<{ tenantId: string; note: string }> = {
    name: "spec.outbox",
    handle: async (data) => {
      handled.push(data);
    },
  };
  let stopRunner: (() => Promise<void>) | undefined;
  afterAll(async () => stopRunner?.());

  it("enqueues in the caller's transaction: a rolled-back change leaves no job", async () => {
    await installJobQueue(ownerPool, [definition as JobDefinition]);
    const tenant = await createTenant(appPool, { key: `jobs-${Date.now()}`, name: "Jobs" });

    await expect(
      withTenant(appPool, tenant.id, async (tx) => {
        await enqueue(tx, definition.name, { tenantId: tenant.id, note: "rolled back" });
        throw new Error("the state change fails");
      }),
    ).rejects.toThrow("the state change fails");

    const committedId = await withTenant(appPool, tenant.id, (tx) =>
      enqueue(tx, definition.name, { tenantId: tenant.id, note: "committed" }),
    );

    const { rows } = await ownerPool.query<{ id: string; note: string }>(
      "select id, data->>'note' as note from pgboss.job where name = $1",
      [definition.name],
    );
    expect(rows).toEqual([{ id: committedId, note: "committed" }]);

    const runner = await startJobRunner(ownerPool, [definition as JobDefinition], logger);
    stopRunner = runner.stop;
    await expect
      .poll(() => handled, { timeout: 15_000, interval: 200 })
      .toEqual([{ tenantId: tenant.id, note: "committed" }]);
    await expect
      .poll(
        async () =>
          (
            await ownerPool.query<{ state: string }>("select state from pgboss.job where id = $1", [
              committedId,
            ])
          ).rows[0]?.state,
        { timeout: 10_000 },
      )
      .toBe("completed");
  });
});

describe("per-tenant concurrency", () => {
  it("one tenant's backlog holds at most its share of the slots, in every process together", async () => {
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const handled: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const definition: JobDefinition<{ tenantId: string; note: string }> = {
      name: "spec.fair",
      concurrency: 3,
      perTenantConcurrency: 1,
      pollingIntervalSeconds: 0.5,
      handle: async ({ tenantId, note }) => {
        running.set(tenantId, (running.get(tenantId) ?? 0) + 1);
        most.set(tenantId, Math.max(most.get(tenantId) ?? 0, running.get(tenantId) ?? 0));
        // the flooding tenant's jobs hang until released; the other tenant's return at once
        if (note.startsWith("flood")) await held;
        running.set(tenantId, (running.get(tenantId) ?? 0) - 1);
        handled.push(note);
      },
    };
    await installJobQueue(ownerPool, [definition as JobDefinition]);
    const flooding = await createTenant(appPool, { key: `flood-${Date.now()}`, name: "Flood" });
    const quiet = await createTenant(appPool, { key: `quiet-${Date.now()}`, name: "Quiet" });
    await withTenant(appPool, flooding.id, async (tx) => {
      for (let index = 0; index < 10; index++)
        await enqueue(tx, definition.name, { tenantId: flooding.id, note: `flood ${index}` });
    });
    await withTenant(appPool, quiet.id, (tx) =>
      enqueue(tx, definition.name, { tenantId: quiet.id, note: "quiet" }),
    );

    // two processes' worth of workers: six slots for one queue
    const runners = [
      await startJobRunner(ownerPool, [definition as JobDefinition], logger),
      await startJobRunner(ownerPool, [definition as JobDefinition], logger),
    ];
    try {
      // the quiet tenant's job, queued after ten hanging ones, runs while they hang
      await expect.poll(() => handled, { timeout: 10_000, interval: 100 }).toEqual(["quiet"]);
      const { rows } = await ownerPool.query<{ active: string }>(
        `select count(*) as active from pgboss.job
          where name = $1 and state = 'active' and data->>'tenantId' = $2`,
        [definition.name, flooding.id],
      );
      expect(rows[0]?.active).toBe("1");
      release();
      await expect.poll(() => handled.length, { timeout: 30_000, interval: 200 }).toBe(11);
      expect(most.get(flooding.id)).toBe(1);
    } finally {
      release();
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });

  it("holds when many slots in many processes claim at the same moment", async () => {
    // pg-boss 12's groupConcurrency alone counts a tenant's running jobs in the claiming
    // statement: claims at the same moment each saw a free place (decision 070)
    let running = 0;
    let most = 0;
    let done = 0;
    const definition: JobDefinition<{ tenantId: string }> = {
      name: "spec.fair-burst",
      concurrency: 4,
      perTenantConcurrency: 1,
      pollingIntervalSeconds: 0.5,
      handle: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        done += 1;
      },
    };
    await installJobQueue(ownerPool, [definition as JobDefinition]);
    const tenant = await createTenant(appPool, { key: `burst-${Date.now()}`, name: "Burst" });
    await withTenant(appPool, tenant.id, async (tx) => {
      for (let index = 0; index < 12; index++)
        await enqueue(tx, definition.name, { tenantId: tenant.id });
    });
    // four processes' worth of workers, sixteen slots, all asking at once when they start
    const runners = await Promise.all(
      Array.from({ length: 4 }, () =>
        startJobRunner(ownerPool, [definition as JobDefinition], logger),
      ),
    );
    try {
      await expect.poll(() => done, { timeout: 30_000, interval: 100 }).toBe(12);
      expect(most).toBe(1);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });
});
