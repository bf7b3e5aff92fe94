import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";
import { tenantSettings, tenants } from "./schema/index.ts";
import { withPlatformAccess, withTenant } from "./tenant-transaction.ts";

const { ownerPool, appPool } = connectTestDatabase();

describe("row-level security", () => {
  it("is enabled and forced on every table with a tenant_id", async () => {
    const { rows } = await ownerPool.query<{ table: string; enabled: boolean; forced: boolean }>(`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
    `);
    expect(rows.length).toBeGreaterThan(0);
    const unprotected = rows.filter((row) => !row.enabled || !row.forced).map((row) => row.table);
    expect(unprotected).toEqual([]);
  });

  it("every such table has a policy", async () => {
    const { rows } = await ownerPool.query<{ table: string }>(`
      select c.relname as table from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
    `);
    expect(rows).toEqual([]);
  });

  it("the application connects as a role that owns nothing and cannot bypass RLS", async () => {
    const { rows } = await appPool.query<{
      role: string;
      bypass: boolean;
      superuser: boolean;
      owned: string;
    }>(`
      select current_user as role, r.rolbypassrls as bypass, r.rolsuper as superuser,
        (select count(*) from pg_class c where c.relowner = r.oid)::text as owned
      from pg_roles r where r.rolname = current_user
    `);
    expect(rows[0]).toEqual({ role: "fennec_app", bypass: false, superuser: false, owned: "0" });
  });

  it("a transaction sees only its own tenant's rows, and nothing without a tenant", async () => {
    const a = await createTenant(appPool, { key: `rls-a-${Date.now()}`, name: "Tenant A" });
    const b = await createTenant(appPool, { key: `rls-b-${Date.now()}`, name: "Tenant B" });

    const seenByA = await withTenant(appPool, a.id, (tx) => tx.db.select().from(tenants));
    expect(seenByA.map((tenant) => tenant.id)).toEqual([a.id]);
    const settingsOfA = await withTenant(appPool, a.id, (tx) =>
      tx.db.select().from(tenantSettings),
    );
    expect(settingsOfA.map((row) => row.tenantId)).toEqual([a.id]);

    const { rows } = await appPool.query("select * from tenant_settings");
    expect(rows).toEqual([]);

    const both = await withPlatformAccess(appPool, (tx) => tx.db.select().from(tenants));
    expect(both.map((tenant) => tenant.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it("refuses to write a row into another tenant", async () => {
    const a = await createTenant(appPool, { key: `rls-w-${Date.now()}`, name: "Tenant W" });
    await expect(
      withTenant(appPool, a.id, (tx) =>
        tx.db
          .insert(tenants)
          .values({ id: randomUUID(), key: `other-${Date.now()}`, name: "Other" }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it("does not leak the tenant to the next transaction on the same connection", async () => {
    const a = await createTenant(appPool, { key: `rls-l-${Date.now()}`, name: "Tenant L" });
    const client = await appPool.connect();
    try {
      await client.query("begin");
      await client.query("select set_config('app.tenant_id', $1, true)", [a.id]);
      expect((await client.query("select * from tenants")).rowCount).toBe(1);
      await client.query("commit");
      expect((await client.query("select * from tenants")).rowCount).toBe(0);
    } finally {
      client.release();
    }
  });
});
