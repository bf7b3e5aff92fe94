import { eq } from "drizzle-orm";
import { tenantSettings, tenants } from "../../db/schema/index.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { createDefaultAssetTypes } from "../assets/default-asset-types.ts";

export async function findTenantByKey(tx: Transaction, key: string) {
  const [tenant] = await tx.db.select().from(tenants).where(eq(tenants.key, key)).limit(1);
  return tenant;
}

export async function countTenants(tx: Transaction): Promise<number> {
  return tx.db.$count(tenants);
}

/** A new tenant with its settings and default asset types (Customers, Products). */
export async function insertTenantWithSettings(
  tx: Transaction,
  values: { key: string; name: string },
) {
  const [tenant] = await tx.db.insert(tenants).values(values).returning();
  if (!tenant) throw new Error("Tenant insert returned nothing");
  await tx.db.insert(tenantSettings).values({ tenantId: tenant.id });
  await createDefaultAssetTypes(tx, tenant.id);
  return tenant;
}
