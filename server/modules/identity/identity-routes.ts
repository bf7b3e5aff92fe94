import { createRoute, z } from "@hono/zod-openapi";
import type pg from "pg";
import {
  myInvitationSchema,
  tenantInvitationSchema,
  userInvitedSchema,
} from "../../contracts/identity/invitation.ts";
import {
  pendingSignInSchema,
  signedInRedirectSchema,
} from "../../contracts/identity/sign-in-interaction.ts";
import {
  meSchema,
  newUserSchema,
  roleSchema,
  tenantSchema,
  userChangesSchema,
  userListSchema,
  userSchema,
} from "../../contracts/identity/user.ts";
import type { ApiApp } from "../../http/api-app.ts";
import { clientIp } from "../../http/client-ip.ts";
import { dataOf, jsonBody, jsonResponse } from "../../http/openapi-helpers.ts";
import type { Provider } from "../../oauth/provider.ts";
import { authenticate, authenticateAccount, requirePermission } from "./authenticate.ts";
import { personOf } from "./authenticated.ts";
import {
  credentialsSchema,
  interactionParamsSchema,
  invitationIdParamsSchema,
  userIdParamsSchema,
  userListQuerySchema,
} from "./identity-schemas.ts";
import {
  acceptMyInvitation,
  cancelInvitation,
  declineMyInvitation,
  listMyInvitations,
  listTenantInvitations,
} from "./invitations-service.ts";
import { mayGrant, ROLE_DEFINITIONS, ROLES } from "./roles.ts";
import { describeInteraction, signIn } from "./sign-in.ts";
import type { SignInLimits } from "./sign-in-throttle.ts";
import { signOut } from "./sign-out.ts";
import {
  createUser,
  deleteUserFromTenant,
  getUser,
  listUsers,
  updateUserOfTenant,
} from "./users-service.ts";

const json = jsonResponse;
const wrapped = dataOf;
const body = jsonBody;

/** Sign-in interactions, the current user, roles and users (docs/decisions/005). */
export function registerIdentityRoutes(
  api: ApiApp,
  provider: Provider,
  pool: pg.Pool,
  signInLimits: SignInLimits,
) {
  const signedIn = authenticate(provider, pool);
  // Invitations are answered by the account, also when no tenant is open to it (yet).
  const account = authenticateAccount(provider, pool);
  const manageUsers = [signedIn, requirePermission("manage:users")];

  api.openapi(
    createRoute({
      method: "get",
      path: "/auth/interactions/{uid}",
      summary: "Get a pending sign-in",
      description:
        "The sign-in step of the authorization flow that /oauth/authorize started, with the client that asks. An expired sign-in answers 404: start again.",
      request: { params: interactionParamsSchema },
      responses: {
        200: json(wrapped(pendingSignInSchema), "Pending sign-in"),
      },
    }),
    async (c) =>
      c.json({ data: await describeInteraction(provider, c.req.valid("param").uid) }, 200),
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/auth/interactions/{uid}/login",
      summary: "Sign in with e-mail and password",
      description:
        "Checks the password and answers the URL that resumes the authorization flow. A wrong e-mail or password answers 401; too many failures, per account and per client IP, answer 429 with Retry-After.",
      request: { params: interactionParamsSchema, ...body(credentialsSchema) },
      responses: { 200: json(wrapped(signedInRedirectSchema), "Signed in") },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const result = await signIn(
        provider,
        pool,
        {
          uid: c.req.valid("param").uid,
          email,
          password,
          ip: clientIp(c),
        },
        signInLimits,
      );
      return c.json({ data: result }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/identity/me",
      summary: "Get the signed-in user",
      middleware: [signedIn],
      responses: { 200: json(wrapped(meSchema), "The signed-in user") },
    }),
    (c) => {
      const auth = c.get("auth");
      const { user, role } = personOf(auth);
      return c.json(
        {
          data: {
            id: user.id,
            email: user.email,
            first_name: user.firstName,
            last_name: user.lastName,
            company: auth.tenant.name,
            role,
            permissions: [...auth.permissions, ...auth.tenants.map((t) => `tenant:${t.id}`)],
            tenants: auth.tenants,
            current_tenant_id: auth.tenant.id,
          },
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/identity/logout",
      summary: "Sign out",
      description:
        "Ends the sign-in of the access token this is called with. A person's: that token, its refresh token and every other token of the sign-in stop working. An API client's: the client-credentials token it called with stops working; its other tokens and its secret stay (revoke the secret to end them all).",
      middleware: [signedIn],
      responses: { 204: { description: "Signed out: the tokens of this sign-in are revoked" } },
    }),
    async (c) => {
      await signOut(provider, pool, c.get("auth"));
      return c.body(null, 204);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/identity/roles",
      summary: "List the roles",
      description:
        "Each role with its permissions, and whether the caller may grant it (never a role above their own).",
      middleware: [signedIn],
      responses: { 200: json(wrapped(z.array(roleSchema)), "The roles a user can have") },
    }),
    (c) =>
      c.json(
        {
          data: ROLES.map((key) => ({
            key,
            name: ROLE_DEFINITIONS[key].name,
            permissions: [...ROLE_DEFINITIONS[key].permissions],
            assignable: mayGrant(c.get("auth").role, key),
          })),
        },
        200,
      ),
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/identity/users",
      summary: "List the users of the current tenant",
      middleware: manageUsers,
      request: { query: userListQuerySchema },
      responses: { 200: json(userListSchema, "Users of the current tenant") },
    }),
    async (c) =>
      c.json(
        await listUsers(pool, c.get("auth"), c.req.valid("query"), new URL(c.req.url).pathname),
        200,
      ),
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/identity/users",
      summary: "Add a user to the current tenant",
      description:
        "A new e-mail gets an account and joins the tenant (201); an e-mail that already has an account is invited instead (202), and joins when it accepts. Never a role above the caller's own (403); an e-mail already in the tenant answers 409.",
      middleware: manageUsers,
      request: body(newUserSchema),
      responses: {
        201: json(wrapped(userSchema), "A new account, added to the current tenant"),
        202: json(
          wrapped(userInvitedSchema),
          "The e-mail already has an account: it is invited, and joins when it accepts",
        ),
      },
    }),
    async (c) => {
      const outcome = await createUser(pool, c.get("auth"), c.req.valid("json"));
      return outcome.kind === "created"
        ? c.json({ data: outcome.user }, 201)
        : c.json({ data: { invitation: outcome.invitation } }, 202);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/identity/invitations",
      summary: "List the current tenant's invitations",
      middleware: manageUsers,
      responses: {
        200: json(wrapped(z.array(tenantInvitationSchema)), "Invitations waiting for an answer"),
      },
    }),
    async (c) => c.json({ data: await listTenantInvitations(pool, c.get("auth")) }, 200),
  );

  api.openapi(
    createRoute({
      method: "delete",
      path: "/identity/invitations/{id}",
      summary: "Withdraw an invitation",
      middleware: manageUsers,
      request: { params: invitationIdParamsSchema },
      responses: { 204: { description: "The invitation is withdrawn" } },
    }),
    async (c) => {
      await cancelInvitation(pool, c.get("auth"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/identity/me/invitations",
      summary: "List the signed-in user's invitations",
      description: "Needs only an account: answered also when no tenant is open to it yet.",
      middleware: [account],
      responses: {
        200: json(wrapped(z.array(myInvitationSchema)), "Invitations to join other tenants"),
      },
    }),
    async (c) => c.json({ data: await listMyInvitations(pool, c.get("account")) }, 200),
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/identity/me/invitations/{id}/accept",
      summary: "Accept an invitation to a tenant",
      middleware: [account],
      request: { params: invitationIdParamsSchema },
      responses: { 200: json(wrapped(tenantSchema), "Joined: the tenant") },
    }),
    async (c) =>
      c.json(
        { data: await acceptMyInvitation(pool, c.get("account"), c.req.valid("param").id) },
        200,
      ),
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/identity/me/invitations/{id}/decline",
      summary: "Decline an invitation to a tenant",
      middleware: [account],
      request: { params: invitationIdParamsSchema },
      responses: { 204: { description: "Declined: the invitation is removed" } },
    }),
    async (c) => {
      await declineMyInvitation(pool, c.get("account"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/identity/users/{id}",
      summary: "Get a user of the current tenant",
      middleware: manageUsers,
      request: { params: userIdParamsSchema },
      responses: { 200: json(wrapped(userSchema), "A user of the current tenant") },
    }),
    async (c) => c.json({ data: await getUser(pool, c.get("auth"), c.req.valid("param").id) }, 200),
  );

  api.openapi(
    createRoute({
      method: "put",
      path: "/identity/users/{id}",
      summary: "Change a user's role, status and tenants",
      description:
        "Changes the membership, never the account: names sent are ignored. Nobody deactivates themselves or changes their own role (409), or grants a role above their own (403); `tenant_ids` reach only tenants the caller administers.",
      middleware: manageUsers,
      request: { params: userIdParamsSchema, ...body(userChangesSchema) },
      responses: { 200: json(wrapped(userSchema), "The changed user") },
    }),
    async (c) =>
      c.json(
        {
          data: await updateUserOfTenant(
            pool,
            c.get("auth"),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );

  api.openapi(
    createRoute({
      method: "delete",
      path: "/identity/users/{id}",
      summary: "Remove a user from the current tenant",
      description: "The account and its other tenants stay. Nobody removes themselves (409).",
      middleware: manageUsers,
      request: { params: userIdParamsSchema },
      responses: { 204: { description: "Removed from the current tenant" } },
    }),
    async (c) => {
      await deleteUserFromTenant(pool, c.get("auth"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
}
