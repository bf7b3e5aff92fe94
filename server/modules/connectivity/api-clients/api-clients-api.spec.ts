import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import {
  type ApiClientWithSecret,
  apiClientSchema,
  apiClientWithSecretSchema,
} from "../../../contracts/connectivity/api-client.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

/** The API clients API (spec section 7; decision 042): an administrator's CRUD and revoke. */
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const password = "api-clients-spec-password";
const tokens: Record<string, string> = {};

const api = (who: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api/connectivity/api-clients${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function member(key: string, role: "administrator" | "operator", tenantKey: string) {
  const email = `${key}-${stamp}@api-clients.test`;
  await createUser(appPool, { email, password, tenantKey, role });
  tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

const input = (overrides: object = {}) => ({
  name: "ERP pull",
  expiration_date: null,
  scopes: ["read:order_data"],
  ...overrides,
});

async function create(who = "admin", overrides: object = {}): Promise<ApiClientWithSecret> {
  const response = await api(who, "", "POST", input(overrides));
  expect(response.status).toBe(201);
  return apiClientWithSecretSchema.parse((await response.json()).data);
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `api-clients-${stamp}`, name: "Klanten BV" });
  const other = await createTenant(appPool, { key: `api-clients-o-${stamp}`, name: "Ander BV" });
  await member("admin", "administrator", tenant.key);
  await member("operator", "operator", tenant.key);
  await member("other", "administrator", other.key);
});

afterAll(async () => {
  await ownerPool.query("delete from api_clients where name like 'spec-%'");
});

describe("API clients", () => {
  it("creates a client and answers its secret once; reads never show it", async () => {
    const created = await create("admin", {
      name: "  Web shop  ",
      expiration_date: "2099-03-31T23:59:59+00:00",
      scopes: ["read:reference_data", "write:reference_data", "read:reference_data"],
    });
    expect(created).toMatchObject({
      name: "Web shop",
      scopes: ["read:reference_data", "write:reference_data"],
      expiration_date: "2099-03-31T23:59:59.000Z",
      status: "active",
      last_used_at: null,
    });
    expect(created.client_id).toMatch(/^fennec_client_[0-9a-f]{32}$/);
    expect(created.client_secret).toMatch(/^fennec_secret_[A-Za-z0-9_-]{43}$/);

    const read = await api("admin", `/${created.id}`);
    expect(read.status).toBe(200);
    const body = (await read.json()).data;
    expect(apiClientSchema.strict().parse(body)).toEqual(
      (({ client_secret: _, ...rest }) => rest)(created),
    );
    expect(JSON.stringify(body)).not.toContain(created.client_secret);
  });

  it("lists the tenant's clients by name (any case) in the spec's paged shape", async () => {
    await create("admin", { name: "spec-b list" });
    await create("admin", { name: "spec-a list" });
    const response = await api("admin", "?per_page=2&page=1");
    expect(response.status).toBe(200);
    const { data, meta } = await response.json();
    expect(data).toHaveLength(2);
    expect(meta).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    expect(meta.total).toBeGreaterThanOrEqual(3);
    const all = (await (await api("admin", "?per_page=200")).json()).data as Array<{
      name: string;
      client_secret?: string;
    }>;
    const names = all.map((client) => client.name);
    const lower = names.map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(all.every((client) => client.client_secret === undefined)).toBe(true);
  });

  it("changes name, scopes and expiration with PUT; an expiration in the past reads expired", async () => {
    const created = await create();
    const response = await api("admin", `/${created.id}`, "PUT", {
      name: "ERP pull (renamed)",
      expiration_date: "2020-01-31T23:59:59+00:00",
      scopes: ["read:validated_order", "write:order_data"],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      id: created.id,
      client_id: created.client_id,
      name: "ERP pull (renamed)",
      scopes: ["read:validated_order", "write:order_data"],
      expiration_date: "2020-01-31T23:59:59.000Z",
      status: "expired",
    });
    const cleared = await api("admin", `/${created.id}`, "PUT", input());
    expect((await cleared.json()).data).toMatchObject({ expiration_date: null, status: "active" });
  });

  it("refuses a client without a permission or a name, with the spec's messages", async () => {
    const noScopes = await api("admin", "", "POST", input({ scopes: [] }));
    expect(noScopes.status).toBe(422);
    const noScopesBody = await noScopes.json();
    expect(noScopesBody.error.code).toBe("validation_failed");
    expect(noScopesBody.error.details).toContainEqual(
      expect.objectContaining({
        path: ["scopes"],
        message: "At least one permission must be selected",
      }),
    );
    const noName = await api("admin", "", "POST", input({ name: "   " }));
    expect(noName.status).toBe(422);
    expect((await noName.json()).error.details).toContainEqual(
      expect.objectContaining({ path: ["name"] }),
    );
    const badScope = await api("admin", "", "POST", input({ scopes: ["manage:users"] }));
    expect(badScope.status).toBe(422);
    const badDate = await api("admin", "", "POST", input({ expiration_date: "31-03-2027" }));
    expect(badDate.status).toBe(422);
    const created = await create();
    const badUpdate = await api("admin", `/${created.id}`, "PUT", input({ scopes: [] }));
    expect(badUpdate.status).toBe(422);
    expect(JSON.stringify(await badUpdate.json())).toContain(
      "At least one permission must be selected",
    );
  });

  it("revokes: a new secret answered once, the client id kept", async () => {
    const created = await create();
    const response = await api("admin", `/${created.id}/revoke`, "POST");
    expect(response.status).toBe(200);
    const revoked = apiClientWithSecretSchema.parse((await response.json()).data);
    expect(revoked.client_id).toBe(created.client_id);
    expect(revoked.client_secret).toMatch(/^fennec_secret_/);
    expect(revoked.client_secret).not.toBe(created.client_secret);
    expect(Date.parse(revoked.secret_issued_at)).toBeGreaterThan(
      Date.parse(created.secret_issued_at),
    );
  });

  it("deletes a client; then it is not found, with the spec's message", async () => {
    const created = await create();
    expect((await api("admin", `/${created.id}`, "DELETE")).status).toBe(204);
    const gone = await api("admin", `/${created.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toEqual({
      code: "not_found",
      message: `API client with ID ${created.id} not found`,
    });
    for (const [path, method] of [
      ["", "DELETE"],
      ["/revoke", "POST"],
    ] as const) {
      const again = await api("admin", `/${created.id}${path}`, method);
      expect(again.status).toBe(404);
    }
    const junk = await api("admin", "/not-a-uuid");
    expect((await junk.json()).error.message).toBe("API client with ID not-a-uuid not found");
  });

  it("is for administrators: an operator is refused naming manage:connectivity", async () => {
    const response = await api("operator", "");
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toContain("manage:connectivity");
    expect((await api("operator", "", "POST", input())).status).toBe(403);
  });

  it("keeps tenants apart: another tenant's administrator cannot see, change, revoke or delete", async () => {
    const created = await create();
    const missing = `API client with ID ${created.id} not found`;
    for (const [path, method, body] of [
      ["", "GET", undefined],
      ["", "PUT", input({ name: "taken over" })],
      ["/revoke", "POST", undefined],
      ["", "DELETE", undefined],
    ] as const) {
      const response = await api("other", `/${created.id}${path}`, method, body);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(missing);
    }
    const list = (await (await api("other", "?per_page=200")).json()).data as Array<{ id: string }>;
    expect(list.map((client) => client.id)).not.toContain(created.id);
    const still = (await (await api("admin", `/${created.id}`)).json()).data;
    expect(still).toMatchObject({ name: "ERP pull", secret_issued_at: created.secret_issued_at });
  });
});
