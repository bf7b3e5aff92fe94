import type pg from "pg";
import { withPlatformAccess, withTenant } from "../../db/tenant-transaction.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../http/paging.ts";
import { type Authenticated, personOf } from "./authenticated.ts";
import { upsertInvitation } from "./invitation-repository.ts";
import { presentTenantInvitation } from "./invitations-service.ts";
import {
  findMember,
  listMembers,
  membershipRolesOfUser,
  removeMembership,
  tenantIdsOfUser,
  updateMembership,
} from "./member-repository.ts";
import { hashPassword } from "./password-hashing.ts";
import { mayGrant, type Role } from "./roles.ts";
import { addMembership, findUserByEmail, insertUser } from "./user-repository.ts";

type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

function present(member: Member, tenantIds: string[]) {
  return {
    id: member.id,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    role: member.role,
    active: member.active,
    tenant_ids: tenantIds,
  };
}

/** The tenants among those the caller administers that the user belongs to. */
function visibleTenantIds(pool: pg.Pool, auth: Authenticated, userId: string) {
  const administered = auth.administeredTenants.map((tenant) => tenant.id);
  return withPlatformAccess(pool, (tx) => tenantIdsOfUser(tx, userId, administered));
}

const roleAboveOwn = () =>
  new AppError("forbidden", "You cannot grant a role above your own", { field: "role" });

function refuseRoleAbove(auth: Authenticated, role: string) {
  if (!mayGrant(auth.role, role)) throw roleAboveOwn();
}

export async function listUsers(
  pool: pg.Pool,
  auth: Authenticated,
  query: PageQuery & { search?: string },
  path: string,
) {
  const { rows, total } = await withTenant(pool, auth.tenant.id, (tx) =>
    listMembers(tx, {
      search: query.search,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
  );
  const data = await Promise.all(
    rows.map(async (row) => present(row, await visibleTenantIds(pool, auth, row.id))),
  );
  return { data, meta: pageMeta(path, query, total, rows.length) };
}

export async function getUser(pool: pg.Pool, auth: Authenticated, userId: string) {
  const member = await withTenant(pool, auth.tenant.id, (tx) => findMember(tx, userId));
  if (!member) throw notFound("User", userId);
  return present(member, await visibleTenantIds(pool, auth, userId));
}

export type NewUser = {
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  password: string;
};

/**
 * Adds someone to the current tenant. A new e-mail gets a new account and a membership; an
 * e-mail that already has an account gets an invitation, and nothing of that account changes
 * or is shown until its owner accepts (decision 019).
 */
export async function createUser(pool: pg.Pool, auth: Authenticated, input: NewUser) {
  refuseRoleAbove(auth, input.role);
  const passwordHash = await hashPassword(input.password);
  const outcome = await withTenant(pool, auth.tenant.id, async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing && (await findMember(tx, existing.id))) {
      throw new AppError("conflict", `A user with e-mail ${existing.email} already exists`, {
        field: "email",
      });
    }
    if (existing) {
      const invitation = await upsertInvitation(tx, {
        tenantId: auth.tenant.id,
        email: existing.email,
        role: input.role,
        invitedBy: personOf(auth).user.id,
      });
      return { kind: "invited" as const, invitation };
    }
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
    });
    await addMembership(tx, { tenantId: auth.tenant.id, userId: user.id, role: input.role });
    return { kind: "created" as const, userId: user.id };
  });
  return outcome.kind === "invited"
    ? { kind: outcome.kind, invitation: presentTenantInvitation(outcome.invitation) }
    : { kind: outcome.kind, user: await getUser(pool, auth, outcome.userId) };
}

/** What a tenant's administrator may change of a member: the membership, never the account. */
export type MembershipChanges = {
  role: Role;
  active: boolean;
  tenant_ids?: string[];
};

export async function updateUserOfTenant(
  pool: pg.Pool,
  auth: Authenticated,
  userId: string,
  changes: MembershipChanges,
) {
  const { user, role } = personOf(auth);
  const isSelf = userId === user.id;
  if (isSelf && (!changes.active || changes.role !== role)) {
    throw new AppError("conflict", "You cannot deactivate yourself or change your own role");
  }
  refuseRoleAbove(auth, changes.role);
  await withTenant(pool, auth.tenant.id, async (tx) => {
    const member = await findMember(tx, userId);
    if (!member) throw notFound("User", userId);
    refuseRoleAbove(auth, member.role);
    await updateMembership(tx, auth.tenant.id, userId, changes);
  });
  if (changes.tenant_ids) await setTenants(pool, auth, userId, changes.tenant_ids, changes.role);
  return getUser(pool, auth, userId);
}

/**
 * Memberships in the other tenants the caller administers; never outside those, and never
 * with a role above the caller's own there.
 */
async function setTenants(
  pool: pg.Pool,
  auth: Authenticated,
  userId: string,
  wanted: string[],
  role: Role,
) {
  const administered = new Map(auth.administeredTenants.map((t) => [t.id, t.role]));
  const unknown = wanted.filter((id) => !administered.has(id));
  if (unknown.length) {
    throw new AppError("forbidden", "You can only add users to tenants you administer");
  }
  await withPlatformAccess(pool, async (tx) => {
    const current = new Map(
      (await membershipRolesOfUser(tx, userId, [...administered.keys()])).map((m) => [
        m.tenantId,
        m.role,
      ]),
    );
    for (const [tenantId, ownRole] of administered) {
      if (tenantId === auth.tenant.id) continue;
      const memberRole = current.get(tenantId);
      const add = wanted.includes(tenantId) && memberRole === undefined;
      const remove = !wanted.includes(tenantId) && memberRole !== undefined;
      if ((add && !mayGrant(ownRole, role)) || (remove && !mayGrant(ownRole, memberRole))) {
        throw roleAboveOwn();
      }
      if (add) await addMembership(tx, { tenantId, userId, role });
      if (remove) await removeMembership(tx, tenantId, userId);
    }
  });
}

/** Removes the user from the current tenant; their account and other tenants stay theirs. */
export async function deleteUserFromTenant(pool: pg.Pool, auth: Authenticated, userId: string) {
  if (userId === personOf(auth).user.id) {
    throw new AppError("conflict", "You cannot delete yourself");
  }
  await withTenant(pool, auth.tenant.id, async (tx) => {
    const member = await findMember(tx, userId);
    if (!member) throw notFound("User", userId);
    refuseRoleAbove(auth, member.role);
    await removeMembership(tx, auth.tenant.id, userId);
  });
}
