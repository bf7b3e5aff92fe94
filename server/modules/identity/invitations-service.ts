import type pg from "pg";
import { withPlatformAccess, withTenant } from "../../db/tenant-transaction.ts";
import { notFound } from "../../http/app-error.ts";
import type { Authenticated } from "./authenticated.ts";
import {
  acceptInvitation,
  declineInvitation,
  deleteInvitation,
  invitationsForEmail,
  tenantInvitations,
} from "./invitation-repository.ts";

type TenantInvitation = Awaited<ReturnType<typeof tenantInvitations>>[number];

export function presentTenantInvitation(invitation: TenantInvitation) {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** The invitations of the current tenant that wait for an answer. */
export async function listTenantInvitations(pool: pg.Pool, auth: Authenticated) {
  const rows = await withTenant(pool, auth.tenant.id, (tx) => tenantInvitations(tx));
  return rows.map(presentTenantInvitation);
}

export async function cancelInvitation(pool: pg.Pool, auth: Authenticated, id: string) {
  const removed = await withTenant(pool, auth.tenant.id, (tx) => deleteInvitation(tx, id));
  if (!removed) throw notFound("Invitation", id);
}

/**
 * The signed-in user's own invitations, in every tenant: the platform path, limited to the
 * rows addressed to their own e-mail address.
 */
type Account = { id: string; email: string };

export async function listMyInvitations(pool: pg.Pool, account: Account) {
  const rows = await withPlatformAccess(pool, (tx) => invitationsForEmail(tx, account.email));
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    tenant: row.tenant,
    expires_at: row.expiresAt.toISOString(),
  }));
}

export async function acceptMyInvitation(pool: pg.Pool, account: Account, id: string) {
  const tenant = await withPlatformAccess(pool, (tx) =>
    acceptInvitation(tx, { id, email: account.email, userId: account.id }),
  );
  if (!tenant) throw notFound("Invitation", id);
  return tenant;
}

export async function declineMyInvitation(pool: pg.Pool, account: Account, id: string) {
  const removed = await withPlatformAccess(pool, (tx) =>
    declineInvitation(tx, { id, email: account.email }),
  );
  if (!removed) throw notFound("Invitation", id);
}
