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
