import { and, asc, eq } from "drizzle-orm";
import type pg from "pg";
import { tenantMemberships, tenants, users } from "../../db/schema/index.ts";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";

/**
 * A user's active memberships in every tenant, by tenant name, with when they joined. Reading
 * across tenants is the explicit platform path, limited here to the caller's own rows.
 */
export function membershipsOfUser(pool: pg.Pool, userId: string) {
  return withPlatformAccess(pool, (tx) =>
    tx.db
      .select({
        id: tenants.id,
        key: tenants.key,
        name: tenants.name,
        role: tenantMemberships.role,
        joinedAt: tenantMemberships.createdAt,
      })
      .from(tenantMemberships)
      .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
      .where(and(eq(tenantMemberships.userId, userId), eq(tenantMemberships.active, true)))
      .orderBy(asc(tenants.name)),
  );
}

/**
 * Where a user lands when the request names no tenant: the one they used last, else the one
 * they joined first. Never decided by names, which other tenants' administrators choose.
 */
export function landingTenant<T extends { id: string; joinedAt: Date }>(
  memberships: T[],
  lastTenantId: string | null,
): T | undefined {
  const last = memberships.find((membership) => membership.id === lastTenantId);
  if (last) return last;
  return memberships.reduce<T | undefined>(
    (first, membership) =>
      !first || membership.joinedAt.getTime() < first.joinedAt.getTime() ? membership : first,
    undefined,
  );
}

/** Remembers the tenant a user works in; the user's own row, on the platform path. */
export async function rememberLastTenant(pool: pg.Pool, userId: string, tenantId: string) {
  await withPlatformAccess(pool, (tx) =>
    tx.db.update(users).set({ lastTenantId: tenantId }).where(eq(users.id, userId)),
  );
}
