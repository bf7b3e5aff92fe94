import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";
import { withTenant, withTenantSnapshot } from "./tenant-transaction.ts";

const { ownerPool, appPool } = connectTestDatabase();

const nameOf = async (query: (sql: string) => Promise<{ rows: { name: string }[] }>) =>
  (await query("select name from tenants"))?.rows[0]?.name;

describe("a tenant snapshot", () => {
  it("reads what was committed when it began, though another transaction commits in between", async () => {
    const key = `snap-${randomUUID().slice(0, 8)}`;
    const { id: tenantId } = await createTenant(ownerPool, { key, name: "Before" });
    const rename = () =>
      ownerPool.query("update tenants set name = 'After' where id = $1", [tenantId]);

    // Read committed (withTenant): the second statement sees the change.
    const plain = await withTenant(appPool, tenantId, async (tx) => {
      const first = await nameOf((sql) => tx.client.query(sql));
      await rename();
      return [first, await nameOf((sql) => tx.client.query(sql))];
    });
    expect(plain).toEqual(["Before", "After"]);

    await ownerPool.query("update tenants set name = 'Before' where id = $1", [tenantId]);
    const snapshot = await withTenantSnapshot(appPool, tenantId, async (tx) => {
      const first = await nameOf((sql) => tx.client.query(sql));
      await rename();
      return [first, await nameOf((sql) => tx.client.query(sql))];
    });
    expect(snapshot).toEqual(["Before", "Before"]);
  });

  it("cannot write", async () => {
    const { id: tenantId } = await createTenant(ownerPool, {
      key: `snap-${randomUUID().slice(0, 8)}`,
      name: "Read only",
    });
    await expect(
      withTenantSnapshot(appPool, tenantId, (tx) =>
        tx.client.query("update tenants set name = 'Changed'"),
      ),
    ).rejects.toThrow(/read-only transaction/);
  });
});
