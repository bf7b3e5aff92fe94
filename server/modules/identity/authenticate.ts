import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type pg from "pg";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { guarding } from "../../http/guard-requirements.ts";
import type { Provider } from "../../oauth/provider.ts";
import type { Authenticated } from "./authenticated.ts";
import { landingTenant } from "./landing-tenant.ts";
import { isRole, type Permission, permissionsOf } from "./roles.ts";
import { memoized } from "./sign-in-memo.ts";
import { readSignedInAccount } from "./signed-in-account.ts";

const TENANT_HEADER = "x-tenant-id";

/** The active user behind the request's Bearer token, or 401. */
async function signedInUser(c: Context<AppEnv>, provider: Provider, pool: pg.Pool) {
  const header = c.req.header("authorization") ?? "";
  const token = header.match(/^Bearer\s+(\S+)$/i)?.[1];
  const found = token
    ? await memoized(c.env?.signInMemo, `token:${token}`, () => checkToken(provider, pool, token))
    : undefined;
  if (!found) {
    c.header("WWW-Authenticate", 'Bearer realm="fennec"');
    throw new AppError("unauthenticated", "Sign in to continue");
  }
  return found;
}

/**
 * The active user behind an access token that is known, unexpired and bound to an account, with
 * their active memberships.
 */
async function checkToken(provider: Provider, pool: pg.Pool, token: string) {
  const accessToken = await provider.AccessToken.find(token);
  if (!accessToken || accessToken.isExpired || !accessToken.accountId) return undefined;
  const account = await readSignedInAccount(pool, accessToken.accountId);
  return account ? { ...account, grantId: accessToken.grantId } : undefined;
}

/**
 * The signed-in account alone, with no tenant: for what a user answers for themselves whether
 * or not a tenant is open to them (their invitations).
 */
export function authenticateAccount(provider: Provider, pool: pg.Pool) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const { user } = await signedInUser(c, provider, pool);
    c.set("account", { id: user.id, email: user.email });
    await next();
  });
  return guarding(guard, { kind: "signed-in" });
}

/**
 * Resolves the Bearer token to a signed-in user and the tenant of this request (X-Tenant-Id,
 * else the tenant they joined first), checked against the user's active memberships.
 */
export function authenticate(provider: Provider, pool: pg.Pool) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const { user, memberships, grantId } = await signedInUser(c, provider, pool);
    const wanted = c.req.header(TENANT_HEADER);
    const membership = wanted
      ? memberships.find((m) => m.id === wanted)
      : landingTenant(memberships);
    if (!membership || !isRole(membership.role)) {
      throw new AppError("forbidden", "You have no access to this tenant");
    }
    const auth: Authenticated = {
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      tenant: { id: membership.id, key: membership.key, name: membership.name },
      role: membership.role,
      permissions: permissionsOf(membership.role),
      tenants: memberships.map(({ id, key, name }) => ({ id, key, name })),
      administeredTenants: memberships.flatMap((m) =>
        isRole(m.role) && permissionsOf(m.role).includes("manage:users")
          ? [{ id: m.id, role: m.role }]
          : [],
      ),
      grantId,
    };
    c.set("auth", auth);
    await next();
  });
  return guarding(guard, { kind: "signed-in" });
}

/** Refuses the request with 403 unless the caller has `permission` in the current tenant. */
export function requirePermission(permission: Permission) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get("auth").permissions.includes(permission)) {
      throw new AppError("forbidden", `You do not have permission to do this (${permission})`);
    }
    await next();
  });
  return guarding(guard, { kind: "permission", anyOf: [permission] });
}

/** Refuses the request with 403 unless the caller has one of `permissions` in the current tenant. */
export function requireAnyPermission(...permissions: Permission[]) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const held = c.get("auth").permissions;
    if (!permissions.some((permission) => held.includes(permission))) {
      throw new AppError(
        "forbidden",
        `You do not have permission to do this (${permissions.join(" or ")})`,
      );
    }
    await next();
  });
  return guarding(guard, { kind: "permission", anyOf: permissions });
}
