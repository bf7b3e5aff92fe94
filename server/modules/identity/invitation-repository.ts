import { and, asc, eq, gt, sql } from "drizzle-orm";
import { tenantMemberships, tenants, userInvitations } from "../../db/schema/index.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { normalizeEmail } from "./user-repository.ts";

/** How long an invitation waits for its answer. */
export const INVITATION_DAYS = 14;

const pending = () => gt(userInvitations.expiresAt, sql`now()`);

/** Invites (again) the e-mail to the transaction's tenant; a repeat renews role and expiry. */
export async function upsertInvitation(
  tx: Transaction,
  invitation: { tenantId: string; email: string; role: string; invitedBy: string },
) {
  const expiresAt = sql`now() + make_interval(days => ${INVITATION_DAYS})`;
  const [row] = await tx.db
    .insert(userInvitations)
    .values({ ...invitation, email: normalizeEmail(invitation.email), expiresAt })
    .onConflictDoUpdate({
      target: [userInvitations.tenantId, userInvitations.email],
      set: { role: invitation.role, invitedBy: invitation.invitedBy, expiresAt },
    })
    .returning();
  if (!row) throw new Error("Invitation upsert returned nothing");
  return row;
}

/** The pending invitations of the transaction's tenant (RLS keeps the others out). */
export function tenantInvitations(tx: Transaction) {
  return tx.db.select().from(userInvitations).where(pending()).orderBy(asc(userInvitations.email));
}

export async function deleteInvitation(tx: Transaction, id: string) {
  if (!isUuid(id)) return false;
  const removed = await tx.db
    .delete(userInvitations)
    .where(eq(userInvitations.id, id))
    .returning({ id: userInvitations.id });
  return removed.length > 0;
}

/** The pending invitations addressed to an e-mail, in every tenant (platform path). */
export function invitationsForEmail(tx: Transaction, email: string) {
  return tx.db
    .select({
      id: userInvitations.id,
      role: userInvitations.role,
      expiresAt: userInvitations.expiresAt,
      tenant: { id: tenants.id, key: tenants.key, name: tenants.name },
    })
    .from(userInvitations)
    .innerJoin(tenants, eq(tenants.id, userInvitations.tenantId))
    .where(and(eq(userInvitations.email, normalizeEmail(email)), pending()))
    .orderBy(asc(tenants.name));
}

/**
 * Turns the invitation addressed to `email` into a membership of `userId` (platform path,
 * limited to that one invitation). Answers the tenant, or undefined when there is none.
 */
export async function acceptInvitation(
  tx: Transaction,
  input: { id: string; email: string; userId: string },
) {
  if (!isUuid(input.id)) return undefined;
  const [invitation] = await tx.db
    .delete(userInvitations)
    .where(
      and(
        eq(userInvitations.id, input.id),
        eq(userInvitations.email, normalizeEmail(input.email)),
        pending(),
      ),
    )
    .returning();
  if (!invitation) return undefined;
  await tx.db
    .insert(tenantMemberships)
    .values({ tenantId: invitation.tenantId, userId: input.userId, role: invitation.role })
    .onConflictDoNothing();
  const [tenant] = await tx.db
    .select({ id: tenants.id, key: tenants.key, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, invitation.tenantId));
  return tenant;
}

/** Declines: the invitation addressed to `email` is removed. */
export async function declineInvitation(tx: Transaction, input: { id: string; email: string }) {
  if (!isUuid(input.id)) return false;
  const removed = await tx.db
    .delete(userInvitations)
    .where(
      and(eq(userInvitations.id, input.id), eq(userInvitations.email, normalizeEmail(input.email))),
    )
    .returning({ id: userInvitations.id });
  return removed.length > 0;
}
