import { eq } from "drizzle-orm";
import type pg from "pg";
import { tenantSettings, tenants } from "../../db/schema/index.ts";
import { withTenant } from "../../db/tenant-transaction.ts";

export type Settings = {
  autoProcess: boolean;
  tenantName: string;
  timeZone: string;
  logRetentionDays?: number;
};

/** The current tenant's settings (spec section 3: settings, including autoProcess). */
export function readSettings(pool: pg.Pool, tenantId: string): Promise<Settings> {
  return withTenant(pool, tenantId, async (tx) => {
    const [row] = await tx.db
      .select({
        autoProcess: tenantSettings.autoProcess,
        tenantName: tenants.name,
        timeZone: tenantSettings.timeZone,
        logRetentionDays: tenantSettings.logRetentionDays,
      })
      .from(tenants)
      .innerJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id));
    if (!row) throw new Error(`Tenant ${tenantId} has no settings`);
    return row;
  });
}

export async function saveSettings(pool: pg.Pool, tenantId: string, settings: Settings) {
  await withTenant(pool, tenantId, async (tx) => {
    await tx.db
      .update(tenantSettings)
      .set({
        autoProcess: settings.autoProcess,
        timeZone: settings.timeZone,
        logRetentionDays: settings.logRetentionDays,
        updatedAt: new Date(),
      })
      .where(eq(tenantSettings.tenantId, tenantId));
    await tx.db.update(tenants).set({ name: settings.tenantName }).where(eq(tenants.id, tenantId));
  });
  return readSettings(pool, tenantId);
}
