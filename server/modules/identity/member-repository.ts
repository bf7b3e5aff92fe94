import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { tenantMemberships, users } from "../../db/schema/index.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";

/** The members of the transaction's tenant (RLS keeps other tenants' memberships out). */
const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  active: tenantMemberships.active,
  role: tenantMemberships.role,
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search?.trim()) return undefined;
  const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
  );
}

export async function listMembers(
  tx: Transaction,
  options: { search?: string; limit: number; offset: number },
) {
  const where = searchCondition(options.search);
  const rows = await tx.db
    .select(memberColumns)
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(where)
    .orderBy(asc(users.email))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await tx.db
    .select({ value: count() })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findMember(tx: Transaction, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [row] = await tx.db
    .select(memberColumns)
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(eq(tenantMemberships.userId, userId))
    .limit(1);
  return row;
}

/** In which of `tenantIds` the user is a member (needs the platform path to see them all). */
export async function tenantIdsOfUser(tx: Transaction, userId: string, tenantIds: string[]) {
  return (await membershipRolesOfUser(tx, userId, tenantIds)).map((row) => row.tenantId);
}

/** The user's role in each of `tenantIds` they belong to (platform path). */
export async function membershipRolesOfUser(tx: Transaction, userId: string, tenantIds: string[]) {
  if (tenantIds.length === 0) return [];
  return tx.db
    .select({ tenantId: tenantMemberships.tenantId, role: tenantMemberships.role })
    .from(tenantMemberships)
    .where(
      and(eq(tenantMemberships.userId, userId), inArray(tenantMemberships.tenantId, tenantIds)),
    );
}

export async function removeMembership(tx: Transaction, tenantId: string, userId: string) {
  await tx.db
    .delete(tenantMemberships)
    .where(and(eq(tenantMemberships.tenantId, tenantId), eq(tenantMemberships.userId, userId)));
}

/** What a tenant's administrator may change of a member: their role and access here. */
export async function updateMembership(
  tx: Transaction,
  tenantId: string,
  userId: string,
  changes: { role: string; active: boolean },
) {
  await tx.db
    .update(tenantMemberships)
    .set(changes)
    .where(and(eq(tenantMemberships.tenantId, tenantId), eq(tenantMemberships.userId, userId)));
}
