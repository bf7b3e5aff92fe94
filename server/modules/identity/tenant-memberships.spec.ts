import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { withPlatformAccess, withTenant } from "../../db/tenant-transaction.ts";
import { createTenant } from "../tenants/create-tenant.ts";
import { createUser } from "./create-user.ts";

// Issue 13, item 1: a tenant administrator changes only what belongs to their tenant.
const { appPool } = connectTestDatabase();
const server = startTestServer();
const password = "memberships-spec-password";
const stamp = Date.now();
let alpha: { id: string; key: string };
let beta: { id: string; key: string };
let alphaAdmin: string;
let betaAdmin: { id: string; email: string; token: string };

async function signIn(email: string) {
  return (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

const api = (token: string, path: string, init: RequestInit = {}) =>
  callApi(server.url, token, path, init);

async function json(response: Response) {
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, checked by the assertions
  return (await response.json()) as { data?: any; error?: { message: string } };
}

async function globalUser(id: string) {
  return withPlatformAccess(appPool, async (tx) => {
    const { rows } = await tx.client.query(
      "select first_name, last_name, active from users where id = $1",
      [id],
    );
    return rows[0];
  });
}

beforeAll(async () => {
  alpha = await createTenant(appPool, { key: `alpha-${stamp}`, name: "Aardvark Alpha Wholesale" });
  beta = await createTenant(appPool, { key: `beta-${stamp}`, name: "Beta Wholesale" });
  const alphaEmail = `alpha-admin-${stamp}@memberships.test`;
  await createUser(appPool, {
    email: alphaEmail,
    password,
    tenantKey: alpha.key,
    role: "administrator",
  });
  const betaEmail = `beta-admin-${stamp}@memberships.test`;
  const created = await createUser(appPool, {
    email: betaEmail,
    password,
    firstName: "Bea",
    lastName: "Beta",
    tenantKey: beta.key,
    role: "administrator",
  });
  alphaAdmin = await signIn(alphaEmail);
  betaAdmin = { id: created.id, email: betaEmail, token: await signIn(betaEmail) };
});

describe("users of another tenant", () => {
  it("adding an e-mail that has an account invites it, reveals nothing and changes nothing", async () => {
    const response = await api(alphaAdmin, "/api/identity/users", {
      method: "POST",
      body: JSON.stringify({
        email: betaAdmin.email,
        first_name: "Taken",
        last_name: "Over",
        role: "operator",
        password: "an-attackers-password",
      }),
    });
    expect(response.status).toBe(202);
    const body = JSON.stringify(await response.json());
    expect(body).not.toContain(betaAdmin.id);
    expect(body).not.toContain("Bea");

    // Not a member of Alpha until they accept: Alpha's administrator cannot see or change them.
    expect((await api(alphaAdmin, `/api/identity/users/${betaAdmin.id}`)).status).toBe(404);
    const put = await api(alphaAdmin, `/api/identity/users/${betaAdmin.id}`, {
      method: "PUT",
      body: JSON.stringify({ first_name: "X", last_name: "Y", role: "operator", active: false }),
    });
    expect(put.status).toBe(404);
    expect(await globalUser(betaAdmin.id)).toEqual({
      first_name: "Bea",
      last_name: "Beta",
      active: true,
    });
    const me = (await json(await api(betaAdmin.token, "/api/identity/me"))).data;
    expect(me.tenants.map((t: { id: string }) => t.id)).toEqual([beta.id]);
    expect(me.current_tenant_id).toBe(beta.id);
  });

  it("the invited user sees the invitation and joins only by accepting it", async () => {
    const mine = await json(await api(betaAdmin.token, "/api/identity/me/invitations"));
    const invitation = mine.data.find((i: { tenant: { id: string } }) => i.tenant.id === alpha.id);
    expect(invitation).toMatchObject({
      role: "operator",
      tenant: { name: "Aardvark Alpha Wholesale" },
    });

    // Alpha's administrator sees it pending, and the password they typed was never used.
    const pending = await json(await api(alphaAdmin, "/api/identity/invitations"));
    expect(pending.data.map((i: { email: string }) => i.email)).toContain(betaAdmin.email);
    await expect(
      signInWithPkce(server.url, betaAdmin.email, "an-attackers-password"),
    ).rejects.toThrow();

    const accepted = await api(
      betaAdmin.token,
      `/api/identity/me/invitations/${invitation.id}/accept`,
      { method: "POST" },
    );
    expect(accepted.status).toBe(200);
    const me = (await json(await api(betaAdmin.token, "/api/identity/me"))).data;
    expect(me.tenants.map((t: { id: string }) => t.id).sort()).toEqual([alpha.id, beta.id].sort());
    // Landing stays in the tenant they joined first, although "Aardvark Alpha" sorts first:
    // never a name another tenant's administrator chose.
    expect(me.current_tenant_id).toBe(beta.id);
  });

  it("a tenant administrator changes the membership, never the global user", async () => {
    const put = await api(alphaAdmin, `/api/identity/users/${betaAdmin.id}`, {
      method: "PUT",
      body: JSON.stringify({ first_name: "X", last_name: "Y", role: "operator", active: false }),
    });
    expect(put.status).toBe(200);
    expect((await json(put)).data).toMatchObject({
      first_name: "Bea",
      last_name: "Beta",
      active: false,
    });
    expect(await globalUser(betaAdmin.id)).toEqual({
      first_name: "Bea",
      last_name: "Beta",
      active: true,
    });
    // Deactivated in Alpha only: Beta still works, Alpha is refused.
    const inBeta = await api(betaAdmin.token, "/api/tenant/current", {
      headers: { "x-tenant-id": beta.id },
    });
    expect(inBeta.status).toBe(200);
    const inAlpha = await api(betaAdmin.token, "/api/tenant/current", {
      headers: { "x-tenant-id": alpha.id },
    });
    expect(inAlpha.status).toBe(403);

    // Removing them from Alpha leaves their account and Beta alone.
    const removed = await api(alphaAdmin, `/api/identity/users/${betaAdmin.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    expect(await globalUser(betaAdmin.id)).toMatchObject({ active: true });
    expect((await api(betaAdmin.token, "/api/tenant/current")).status).toBe(200);
  });

  it("lands a user in the tenant they joined first, whatever the tenants are called", async () => {
    const email = `two-tenants-${stamp}@memberships.test`;
    const first = await createTenant(appPool, { key: `first-${stamp}`, name: "Mmm First" });
    const second = await createTenant(appPool, { key: `second-${stamp}`, name: "Nnn Second" });
    await createUser(appPool, { email, password, tenantKey: first.key, role: "operator" });
    await withPlatformAccess(appPool, (tx) =>
      tx.client.query(
        `insert into tenant_memberships (tenant_id, user_id, role)
         select $1, id, 'operator' from users where email = $2`,
        [second.id, email],
      ),
    );
    const token = await signIn(email);
    const landing = async () => (await json(await api(token, "/api/tenant/current"))).data.id;
    expect(await landing()).toBe(first.id);
    // Someone renames the later tenant so that it sorts before everything: nothing moves.
    await withPlatformAccess(appPool, (tx) =>
      tx.client.query("update tenants set name = 'AAA Second' where id = $1", [second.id]),
    );
    expect(await landing()).toBe(first.id);
  });
});

describe("a user no tenant is open to", () => {
  it("still sees and accepts an invitation", async () => {
    const email = `between-jobs-${stamp}@memberships.test`;
    const old = await createTenant(appPool, { key: `old-${stamp}`, name: "Old Employer" });
    await createUser(appPool, { email, password, tenantKey: old.key, role: "operator" });
    const token = await signIn(email);
    await withPlatformAccess(appPool, (tx) =>
      tx.client.query("update tenant_memberships set active = false where tenant_id = $1", [
        old.id,
      ]),
    );
    expect((await api(token, "/api/identity/me")).status).toBe(403);

    const invited = await api(alphaAdmin, "/api/identity/users", {
      method: "POST",
      body: JSON.stringify({ email, first_name: "B", last_name: "J", role: "operator", password }),
    });
    expect(invited.status).toBe(202);
    const mine = (await json(await api(token, "/api/identity/me/invitations"))).data;
    expect(mine).toHaveLength(1);
    // Someone else's invitation cannot be answered by id alone.
    expect(
      (
        await api(betaAdmin.token, `/api/identity/me/invitations/${mine[0].id}/decline`, {
          method: "POST",
        })
      ).status,
    ).toBe(404);
    const accepted = await api(token, `/api/identity/me/invitations/${mine[0].id}/accept`, {
      method: "POST",
    });
    expect((await json(accepted)).data).toMatchObject({ id: alpha.id });
    expect((await json(await api(token, "/api/identity/me"))).data.current_tenant_id).toBe(
      alpha.id,
    );
  });
});

describe("roles an administrator may grant", () => {
  it("refuses a role above the administrator's own", async () => {
    const roles = (await json(await api(alphaAdmin, "/api/identity/roles"))).data;
    expect(roles.map((r: { key: string; assignable: boolean }) => [r.key, r.assignable])).toEqual([
      ["operator", true],
      ["administrator", true],
      ["platform_administrator", false],
    ]);
    const created = await api(alphaAdmin, "/api/identity/users", {
      method: "POST",
      body: JSON.stringify({
        email: `would-be-platform-${stamp}@memberships.test`,
        first_name: "Would",
        last_name: "Be",
        role: "platform_administrator",
        password,
      }),
    });
    expect(created.status).toBe(403);
    const operator = await json(
      await api(alphaAdmin, "/api/identity/users", {
        method: "POST",
        body: JSON.stringify({
          email: `operator-${stamp}@memberships.test`,
          first_name: "Otto",
          last_name: "Operator",
          role: "operator",
          password,
        }),
      }),
    );
    const promoted = await api(alphaAdmin, `/api/identity/users/${operator.data.id}`, {
      method: "PUT",
      body: JSON.stringify({ role: "platform_administrator", active: true }),
    });
    expect(promoted.status).toBe(403);
  });
});

describe("the users table", () => {
  it("cannot be changed from a tenant's transaction", async () => {
    const changed = await withTenant(appPool, alpha.id, (tx) =>
      tx.client.query("update users set first_name = 'Mallory' where id = $1", [betaAdmin.id]),
    );
    expect(changed.rowCount).toBe(0);
    expect(await globalUser(betaAdmin.id)).toMatchObject({ first_name: "Bea" });
  });
});
