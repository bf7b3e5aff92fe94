import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { verifyPassword } from "../identity/password-hashing.ts";
import { findUserByEmail } from "../identity/user-repository.ts";
import { seedDemoData } from "./seed-demo-data.ts";
import { findTenantByKey } from "./tenant-repository.ts";

const { appPool, ownerPool } = connectTestDatabase();

describe("demo data", () => {
  it("creates Demo Wholesale, its catalogue, its inbound address and its administrator on an empty database, once", async () => {
    // Other spec files create tenants too; start this one from an empty tenants table.
    await ownerPool.query("truncate tenants, users cascade");
    const email = "seed-admin@demo.fennec.test";
    const first = await seedDemoData(appPool, { email, password: "a-long-demo-password" });
    expect(first).toEqual({ seeded: true, adminEmail: email, generatedPassword: undefined });

    const again = await seedDemoData(appPool, { email, password: "a-long-demo-password" });
    expect(again).toEqual({ seeded: false });

    await withPlatformAccess(appPool, async (tx) => {
      const tenant = await findTenantByKey(tx, "demo");
      expect(tenant?.name).toBe("Demo Wholesale");
      const { rows } = await tx.client.query<{ key: string; entries: number }>(
        `select t.key, count(e.id)::int as entries from asset_types t
         left join asset_entries e on e.asset_type_id = t.id where t.tenant_id = $1 group by t.key order by t.key`,
        [tenant?.id],
      );
      expect(rows).toEqual([
        { key: "customers", entries: 40 },
        { key: "products", entries: expect.any(Number) },
      ]);
      expect(rows[1]?.entries).toBeGreaterThanOrEqual(200);
      const { rows: inbound } = await tx.client.query(
        "select kind, settings, active from channels where tenant_id = $1",
        [tenant?.id],
      );
      expect(inbound).toEqual([
        { kind: "smtp", settings: { address: "orders@demo.fennec.test" }, active: true },
      ]);
      const user = await findUserByEmail(tx, email);
      expect(user && (await verifyPassword(user.passwordHash, "a-long-demo-password"))).toBe(true);
    });
  });
});
