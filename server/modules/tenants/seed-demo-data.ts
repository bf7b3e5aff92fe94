import { randomBytes } from "node:crypto";
import type pg from "pg";
import { channels } from "../../db/schema/index.ts";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { seedDemoCatalogue } from "../assets/demo-catalogue.ts";
import { hashPassword } from "../identity/password-hashing.ts";
import { addMembership, insertUser } from "../identity/user-repository.ts";
import { countTenants, insertTenantWithSettings } from "./tenant-repository.ts";

export const DEMO_TENANT = { key: "demo", name: "Demo Wholesale" } as const;
export const DEMO_INBOUND_ADDRESS = "orders@demo.fennec.test";

export type DemoSeedResult =
  | { seeded: false }
  | { seeded: true; adminEmail: string; generatedPassword?: string };

/**
 * On an empty database: the tenant "Demo Wholesale" with a demo catalogue, an inbound SMTP
 * channel at orders@demo.fennec.test, and its first administrator. Runs in one
 * transaction that locks the tenants table, so two processes starting together seed once.
 */
export async function seedDemoData(
  pool: pg.Pool,
  admin: { email: string; password: string | undefined },
): Promise<DemoSeedResult> {
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(admin.password ?? generatedPassword ?? "");
  return withPlatformAccess(pool, async (tx) => {
    await tx.client.query("lock table tenants in share row exclusive mode");
    if ((await countTenants(tx)) > 0) return { seeded: false };
    const tenant = await insertTenantWithSettings(tx, DEMO_TENANT);
    await seedDemoCatalogue(tx, tenant.id);
    // A new user can send an order from any mail client and watch it arrive.
    await tx.db.insert(channels).values({
      tenantId: tenant.id,
      name: "Orders by e-mail",
      kind: "smtp",
      settings: { address: DEMO_INBOUND_ADDRESS },
    });
    const user = await insertUser(tx, {
      email: admin.email,
      passwordHash,
      firstName: "Demo",
      lastName: "Administrator",
    });
    await addMembership(tx, { tenantId: tenant.id, userId: user.id, role: "administrator" });
    return { seeded: true, adminEmail: user.email, generatedPassword };
  });
}
