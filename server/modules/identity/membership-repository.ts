import { asc, eq } from "drizzle-orm";
import type pg from "pg";
import { tenantMemberships, tenants } from "../../db/schema/index.ts";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";

/**
 * A user's own memberships in every tenant, by tenant name. Reading across tenants is the
 * explicit platform path, limited here to the caller's own rows.
 */
export function membershipsOfUser(pool: pg.Pool, userId: string) {
  return withPlatformAccess(pool, (tx) =>
    tx.db
      .select({
        id: tenants.id,
        key: tenants.key,
        name: tenants.name,
        role: tenantMemberships.role,
      })
      .from(tenantMemberships)
      .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
      .where(eq(tenantMemberships.userId, userId))
      .orderBy(asc(tenants.name)),
  );
}
