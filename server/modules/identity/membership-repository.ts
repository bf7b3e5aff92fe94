import { and, asc, eq } from "drizzle-orm";
import type pg from "pg";
import { tenantMemberships, tenants } from "../../db/schema/index.ts";
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
 * Where a user lands when the request names no tenant: the tenant they joined first. Never
 * decided by names, which other tenants' administrators choose; the web app remembers the
 * tenant a user used last on their device and names it (decision 019).
 */
export function landingTenant<T extends { joinedAt: Date }>(memberships: T[]): T | undefined {
  return memberships.reduce<T | undefined>(
    (first, membership) =>
      !first || membership.joinedAt.getTime() < first.joinedAt.getTime() ? membership : first,
    undefined,
  );
}
