import { eq } from "drizzle-orm";
import { tenantMemberships, users } from "../../db/schema/index.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";

/** E-mail addresses are compared case-insensitively: we keep them lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(tx: Transaction, email: string) {
  const [user] = await tx.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function insertUser(
  tx: Transaction,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
) {
  const [user] = await tx.db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .returning();
  if (!user) throw new Error("User insert returned nothing");
  return user;
}

export async function updatePasswordHash(tx: Transaction, userId: string, passwordHash: string) {
  await tx.db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function addMembership(
  tx: Transaction,
  membership: { tenantId: string; userId: string; role: string },
) {
  await tx.db
    .insert(tenantMemberships)
    .values(membership)
    .onConflictDoUpdate({
      target: [tenantMemberships.tenantId, tenantMemberships.userId],
      set: { role: membership.role },
    });
}
