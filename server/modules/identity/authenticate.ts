import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type pg from "pg";
import { actingAs } from "../../db/acting-user.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { guarding } from "../../http/guard-requirements.ts";
import type { Provider } from "../../oauth/provider.ts";
import { admitApiClient, checkClientCredentialsToken } from "./api-client-caller.ts";
import { type Authenticated, personOf, personOnly } from "./authenticated.ts";
import { landingTenant } from "./landing-tenant.ts";
import { isRole, type Permission, permissionsOf } from "./roles.ts";
import { memoized } from "./sign-in-memo.ts";
import { readSignedInAccount } from "./signed-in-account.ts";

const TENANT_HEADER = "x-tenant-id";

/**
 * Who is behind the request's Bearer token: a signed-in person, or an API client (a
 * client-credentials token, decision 042); else 401.
 */
async function signedInCaller(c: Context<AppEnv>, provider: Provider, pool: pg.Pool) {
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
 * their active memberships; or the API client behind a client-credentials token.
 */
async function checkToken(provider: Provider, pool: pg.Pool, token: string) {
  const accessToken = await provider.AccessToken.find(token);
  if (!accessToken) {
    const caller = await checkClientCredentialsToken(provider, pool, token);
    return caller ? { kind: "api-client" as const, caller } : undefined;
  }
  if (accessToken.isExpired || !accessToken.accountId) return undefined;
  const account = await readSignedInAccount(pool, accessToken.accountId);
  return account
    ? { kind: "person" as const, ...account, grantId: accessToken.grantId }
    : undefined;
}

/** The signed-in person; an API client is refused (403): it has no account of its own. */
async function signedInUser(c: Context<AppEnv>, provider: Provider, pool: pg.Pool) {
  const found = await signedInCaller(c, provider, pool);
  if (found.kind !== "person") throw personOnly();
  return found;
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
 * else the tenant they joined first), checked against the user's active memberships; or to an
 * API client, in its own tenant with its scopes as permissions.
 */
export function authenticate(provider: Provider, pool: pg.Pool) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const found = await signedInCaller(c, provider, pool);
    const wanted = c.req.header(TENANT_HEADER);
    if (found.kind === "api-client") {
      c.set("auth", await admitApiClient(c, provider, pool, found.caller, wanted));
      await next();
      return;
    }
    const { user, memberships, grantId } = found;
    const membership = wanted
      ? memberships.find((m) => m.id === wanted)
      : landingTenant(memberships);
    if (!membership || !isRole(membership.role)) {
      throw new AppError("forbidden", "You have no access to this tenant");
    }
    const auth: Authenticated = {
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      apiClient: null,
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
    // every transaction of this request names the person, for the audit trail (decision 050)
    await actingAs(user.id, next);
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

/**
 * Refuses an API client with 403: for what only a person may do, or what is recorded as a
 * person's act (decision 042). Before the body is checked, so a client learns this first.
 */
export const requirePerson = guarding(
  createMiddleware<AppEnv>(async (c, next) => {
    personOf(c.get("auth"));
    await next();
  }),
  { kind: "person" },
);
