import type pg from "pg";
import { withPlatformAccess, withTenant } from "../../db/tenant-transaction.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../http/paging.ts";
import type { Authenticated } from "./authenticated.ts";
import {
  countMemberships,
  findMember,
  listMembers,
  removeMembership,
  tenantIdsOfUser,
} from "./member-repository.ts";
import { hashPassword } from "./password-hashing.ts";
import type { Role } from "./roles.ts";
import { addMembership, findUserByEmail, insertUser, updateUser } from "./user-repository.ts";

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
  return withPlatformAccess(pool, (tx) => tenantIdsOfUser(tx, userId, auth.administeredTenantIds));
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

/** Adds a user to the current tenant: a new account, or an existing one from another tenant. */
export async function createUser(pool: pg.Pool, auth: Authenticated, input: NewUser) {
  const passwordHash = await hashPassword(input.password);
  const userId = await withTenant(pool, auth.tenant.id, async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing && (await findMember(tx, existing.id))) {
      throw new AppError("conflict", `A user with e-mail ${existing.email} already exists`, {
        field: "email",
      });
    }
    const user =
      existing ??
      (await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
      }));
    await addMembership(tx, { tenantId: auth.tenant.id, userId: user.id, role: input.role });
    return user.id;
  });
  return getUser(pool, auth, userId);
}

export type UserChanges = {
  first_name: string;
  last_name: string;
  role: Role;
  active: boolean;
  tenant_ids?: string[];
};

export async function updateUserOfTenant(
  pool: pg.Pool,
  auth: Authenticated,
  userId: string,
  changes: UserChanges,
) {
  const isSelf = userId === auth.user.id;
  if (isSelf && (!changes.active || changes.role !== auth.role)) {
    throw new AppError("conflict", "You cannot deactivate yourself or change your own role");
  }
  await withTenant(pool, auth.tenant.id, async (tx) => {
    if (!(await findMember(tx, userId))) throw notFound("User", userId);
    await updateUser(tx, userId, {
      firstName: changes.first_name,
      lastName: changes.last_name,
      active: changes.active,
    });
    await addMembership(tx, { tenantId: auth.tenant.id, userId, role: changes.role });
  });
  if (changes.tenant_ids) await setTenants(pool, auth, userId, changes.tenant_ids, changes.role);
  return getUser(pool, auth, userId);
}

/** Memberships in the other tenants the caller administers; never outside those. */
async function setTenants(
  pool: pg.Pool,
  auth: Authenticated,
  userId: string,
  wanted: string[],
  role: Role,
) {
  const unknown = wanted.filter((id) => !auth.administeredTenantIds.includes(id));
  if (unknown.length) {
    throw new AppError("forbidden", "You can only add users to tenants you administer");
  }
  await withPlatformAccess(pool, async (tx) => {
    const current = await tenantIdsOfUser(tx, userId, auth.administeredTenantIds);
    for (const tenantId of auth.administeredTenantIds) {
      if (tenantId === auth.tenant.id) continue;
      const member = current.includes(tenantId);
      if (wanted.includes(tenantId) && !member) await addMembership(tx, { tenantId, userId, role });
      if (!wanted.includes(tenantId) && member) await removeMembership(tx, tenantId, userId);
    }
  });
}

/** Removes the user from the current tenant, and deletes the account when it was their last. */
export async function deleteUserFromTenant(pool: pg.Pool, auth: Authenticated, userId: string) {
  if (userId === auth.user.id) throw new AppError("conflict", "You cannot delete yourself");
  await withTenant(pool, auth.tenant.id, async (tx) => {
    if (!(await findMember(tx, userId))) throw notFound("User", userId);
    await removeMembership(tx, auth.tenant.id, userId);
  });
  await withPlatformAccess(pool, async (tx) => {
    if ((await countMemberships(tx, userId)) === 0) {
      await tx.client.query("delete from users where id = $1", [userId]);
    }
  });
}
