import { beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  discover,
  oauth,
  oauthRequestOptions,
  signInWithPkce,
} from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import {
  API_CLIENT_SCOPES,
  type ApiClientScope,
  type ApiClientWithSecret,
} from "../../../contracts/connectivity/api-client.ts";
import { createLogger } from "../../../logging/logger.ts";
import { createAssetType } from "../../assets/asset-types-service.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

/**
 * Machine sign-in (decision 042): API clients get tokens with the client-credentials grant at
 * /oauth/token, over real HTTP, with oauth4webapi (a client library we did not write), and call
 * the API with them. The server's log is captured to check that no secret reaches it.
 */
const { appPool, ownerPool } = connectTestDatabase();
const logLines: string[] = [];
const REQUESTS_PER_MINUTE = 30;
const server = startTestServer(
  { API_CLIENT_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) },
  {
    logger: createLogger({
      level: "debug",
      pretty: false,
      destination: { write: (line: string) => void logLines.push(line) },
    }),
  },
);
const stamp = Date.now();
const password = "machine-sign-in-spec-password";
const people: Record<string, string> = {};
/** Every secret answered during the spec, to look for afterwards. */
const secrets: string[] = [];
const clientIds: string[] = [];
const tenantIds: Record<string, string> = {};
const assetTypeIds: Record<string, string> = {};

async function member(key: string, tenantKey: string) {
  const email = `${key}-${stamp}@machine-sign-in.test`;
  await createUser(appPool, { email, password, tenantKey, role: "administrator" });
  people[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

const manage = (who: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, people[who] as string, `/api/connectivity/api-clients${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function createClient(
  scopes: ApiClientScope[],
  who = "admin",
  expiration: string | null = null,
): Promise<ApiClientWithSecret> {
  const response = await manage(who, "", "POST", {
    name: `Machine ${scopes.join(", ")}`,
    expiration_date: expiration,
    scopes,
  });
  expect(response.status).toBe(201);
  const client = (await response.json()).data as ApiClientWithSecret;
  secrets.push(client.client_secret);
  clientIds.push(client.client_id);
  return client;
}

/** A token through oauth4webapi with client_secret_basic; throws what the server refused. */
async function tokenOf(client: { client_id: string; client_secret: string }, scope?: string) {
  const as = await discover(server.url);
  const response = await oauth.clientCredentialsGrantRequest(
    as,
    { client_id: client.client_id },
    oauth.ClientSecretBasic(client.client_secret),
    scope ? { scope } : {},
    oauthRequestOptions,
  );
  return oauth.processClientCredentialsResponse(as, { client_id: client.client_id }, response);
}

/** A raw token request, to read a refusal as an integrator sees it. */
function tokenRequest(form: Record<string, string>, basic?: [string, string]) {
  return fetch(`${server.url}/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(basic
        ? {
            authorization: `Basic ${Buffer.from(basic.map(encodeURIComponent).join(":")).toString("base64")}`,
          }
        : {}),
    },
    body: new URLSearchParams({ grant_type: "client_credentials", ...form }),
  });
}

const call = (token: string, path: string, init: RequestInit = {}) =>
  callApi(server.url, token, `/api${path}`, init);

beforeAll(async () => {
  for (const key of ["a", "b"]) {
    const tenant = await createTenant(appPool, {
      key: `machine-${key}-${stamp}`,
      name: `Machine ${key.toUpperCase()} BV`,
    });
    tenantIds[key] = tenant.id;
    const type = await createAssetType(appPool, tenant.id, {
      name: `Products of ${key}`,
      description: "",
    });
    assetTypeIds[key] = type.id;
  }
  await member("admin", `machine-a-${stamp}`);
  await member("adminB", `machine-b-${stamp}`);
});

describe("machine sign-in", () => {
  it("gets a token with client_secret_basic and reaches the routes its scopes allow", async () => {
    const client = await createClient(["read:order_data", "read:reference_data"]);
    const token = await tokenOf(client);
    expect(token.token_type.toLowerCase()).toBe("bearer");
    expect(token.scope?.split(" ").sort()).toEqual(["read:order_data", "read:reference_data"]);
    expect(token.expires_in).toBeGreaterThan(3000);
    const orders = await call(token.access_token, "/orders/order-inquiries");
    expect(orders.status).toBe(200);
    expect((await orders.json()).meta).toMatchObject({ current_page: 1 });
    const types = await call(token.access_token, "/dynamic-assets/asset-types");
    expect(types.status).toBe(200);
    const tenant = await call(token.access_token, "/tenant/current");
    expect((await tenant.json()).data.id).toBe(tenantIds.a);
  });

  it("gets a token with client_secret_post too; a wrong secret or client is invalid_client", async () => {
    const client = await createClient(["read:reference_data"]);
    const posted = await tokenRequest({
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    expect(posted.status).toBe(200);
    const body = await posted.json();
    expect(body).toMatchObject({ token_type: "Bearer", scope: "read:reference_data" });
    expect((await call(body.access_token, "/dynamic-assets/asset-types")).status).toBe(200);

    const wrong = await tokenRequest({}, [client.client_id, `${client.client_secret}x`]);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe("invalid_client");
    const unknown = await tokenRequest({}, ["fennec_client_unknown", client.client_secret]);
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error).toBe("invalid_client");
    // The stored hash is no secret: presenting it is refused as well.
    const { rows } = await ownerPool.query("select secret_hash from api_clients where id = $1", [
      client.id,
    ]);
    const hash = await tokenRequest({}, [client.client_id, rows[0].secret_hash]);
    expect(hash.status).toBe(401);
  });

  it("narrows a token to the scopes asked for; one the client lacks is invalid_scope", async () => {
    const client = await createClient(["read:order_data", "read:reference_data"]);
    const narrow = await tokenOf(client, "read:reference_data");
    expect(narrow.scope).toBe("read:reference_data");
    expect((await call(narrow.access_token, "/dynamic-assets/asset-types")).status).toBe(200);
    const refused = await call(narrow.access_token, "/orders/order-inquiries");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toContain("read:order_data");

    for (const scope of ["write:order_data", "manage:users", "openid", "anything"]) {
      const response = await tokenRequest({ scope }, [client.client_id, client.client_secret]);
      expect(response.status, scope).toBe(400);
      expect((await response.json()).error).toBe("invalid_scope");
    }
  });

  it("refuses each scope on the routes that need another, naming the scope (403)", async () => {
    const type = assetTypeIds.a as string;
    const routes: Array<{ needs: string[]; path: string; init?: RequestInit }> = [
      { needs: ["read:order_data", "read:validated_order"], path: "/orders/order-inquiries" },
      {
        needs: ["write:order_data"],
        path: `/connectivity/channels/${crypto.randomUUID()}/messages`,
        init: { method: "POST" },
      },
      { needs: ["read:reference_data"], path: "/dynamic-assets/asset-types" },
      {
        needs: ["write:reference_data"],
        path: `/dynamic-assets/asset-types/${type}/entries`,
        init: { method: "POST", body: JSON.stringify({}) },
      },
      { needs: ["manage:connectivity"], path: "/connectivity/api-clients" },
      { needs: ["manage:connectivity"], path: "/connectivity/webhooks" },
      { needs: ["manage:users"], path: "/identity/users" },
      {
        needs: ["manage:asset_types"],
        path: "/dynamic-assets/asset-types",
        init: { method: "POST", body: "{}" },
      },
      { needs: ["manage:settings"], path: "/settings", init: { method: "PUT", body: "{}" } },
    ];
    for (const scope of API_CLIENT_SCOPES) {
      const token = (await tokenOf(await createClient([scope]))).access_token;
      for (const route of routes) {
        const response = await call(token, route.path, route.init);
        const label = `${scope} ${route.init?.method ?? "GET"} ${route.path}`;
        if (route.needs.includes(scope)) {
          expect(response.status, label).not.toBe(403);
          expect(response.status, label).toBeLessThan(500);
        } else {
          expect(response.status, label).toBe(403);
          const { message } = (await response.json()).error;
          for (const needed of route.needs) expect(message, label).toContain(needed);
        }
      }
    }
  });

  it("ends the client's own token on POST /api/identity/logout, and only that token", async () => {
    const client = await createClient(["read:reference_data"]);
    const [token, other] = [await tokenOf(client), await tokenOf(client)];
    expect((await call(token.access_token, "/dynamic-assets/asset-types")).status).toBe(200);

    const logout = await call(token.access_token, "/identity/logout", { method: "POST" });
    expect(logout.status).toBe(204);
    expect((await call(token.access_token, "/dynamic-assets/asset-types")).status).toBe(401);
    expect((await call(token.access_token, "/identity/logout", { method: "POST" })).status).toBe(
      401,
    );
    // Another token of the same client is another sign-in: it goes on working.
    expect((await call(other.access_token, "/dynamic-assets/asset-types")).status).toBe(200);
  });

  it("refuses a client cleanly on what only a person may do (403, never 500)", async () => {
    const token = (await tokenOf(await createClient([...API_CLIENT_SCOPES]))).access_token;
    const inquiry = crypto.randomUUID();
    for (const [path, init] of [
      ["/identity/me", {}],
      ["/identity/me/invitations", {}],
      // Processing, rejecting and validating orders are an operator's acts, recorded as theirs.
      ["/orders/order-inquiries/reject", { method: "POST", body: '{"orderInquiryIds":[]}' }],
      ["/orders/order-inquiries/process", { method: "POST", body: '{"orderInquiryIds":[]}' }],
      [`/orders/order-inquiries/${inquiry}/reject-order`, { method: "POST", body: "{}" }],
      [`/orders/order-inquiries/${inquiry}/order`, { method: "PUT", body: "{}" }],
    ] as const) {
      const response = await call(token, path, init);
      expect(response.status, path).toBe(403);
      expect((await response.json()).error.message).toBe(
        "Only a signed-in person can do this, not an API client",
      );
    }
    const roles = await call(token, "/identity/roles");
    expect(roles.status).toBe(200);
    const assignable = (await roles.json()).data.map(
      (role: { assignable: boolean }) => role.assignable,
    );
    expect(assignable.every((value: boolean) => value === false)).toBe(true);
  });

  it("refuses an expired client at once, its live token included", async () => {
    const client = await createClient(
      ["read:reference_data"],
      "admin",
      "2099-12-31T23:59:59+00:00",
    );
    const token = await tokenOf(client);
    expect((await call(token.access_token, "/dynamic-assets/asset-types")).status).toBe(200);
    await ownerPool.query(
      "update api_clients set expiration_date = now() - interval '1 second' where id = $1",
      [client.id],
    );
    const live = await call(token.access_token, "/dynamic-assets/asset-types");
    expect(live.status).toBe(401);
    expect(live.headers.get("www-authenticate")).toContain("Bearer");
    const again = await tokenRequest({}, [client.client_id, client.client_secret]);
    expect(again.status).toBe(401);
    expect((await again.json()).error).toBe("invalid_client");
    const read = (await (await manage("admin", `/${client.id}`)).json()).data;
    expect(read.status).toBe("expired");
  });

  it("gives a token no longer life than the client has left", async () => {
    const soon = new Date(Date.now() + 120_000).toISOString().replace("Z", "+00:00");
    const token = await tokenOf(await createClient(["read:reference_data"], "admin", soon));
    expect(token.expires_in).toBeLessThanOrEqual(120);
    expect(token.expires_in).toBeGreaterThan(60);
  });

  it("revokes: the live token and the old secret are refused at once, the new secret works", async () => {
    const client = await createClient(["read:reference_data"]);
    const before = await tokenOf(client);
    expect((await call(before.access_token, "/dynamic-assets/asset-types")).status).toBe(200);
    const revoked = await manage("admin", `/${client.id}/revoke`, "POST");
    expect(revoked.status).toBe(200);
    const fresh = (await revoked.json()).data as ApiClientWithSecret;
    secrets.push(fresh.client_secret);
    // The very next request, with no pause: no cache keeps the old token alive.
    expect((await call(before.access_token, "/dynamic-assets/asset-types")).status).toBe(401);
    const old = await tokenRequest({}, [client.client_id, client.client_secret]);
    expect(old.status).toBe(401);
    expect((await old.json()).error).toBe("invalid_client");
    const after = await tokenOf(fresh);
    expect((await call(after.access_token, "/dynamic-assets/asset-types")).status).toBe(200);
    const { rows } = await ownerPool.query(
      "select count(*)::int as n from oauth_payloads where model = 'ClientCredentials' and id = $1",
      [before.access_token],
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuses a token issued under a secret that was replaced meanwhile", async () => {
    const client = await createClient(["read:reference_data"]);
    const token = await tokenOf(client);
    // A token saved after the revoke's cleanup (a request in flight): its secret is outdated.
    await ownerPool.query(
      "update api_clients set secret_issued_at = secret_issued_at + interval '1 millisecond' where id = $1",
      [client.id],
    );
    expect((await call(token.access_token, "/dynamic-assets/asset-types")).status).toBe(401);
  });

  it("refuses a deleted client's token and gives it no new one", async () => {
    const client = await createClient(["read:reference_data"]);
    const token = await tokenOf(client);
    expect((await manage("admin", `/${client.id}`, "DELETE")).status).toBe(204);
    expect((await call(token.access_token, "/dynamic-assets/asset-types")).status).toBe(401);
    const again = await tokenRequest({}, [client.client_id, client.client_secret]);
    expect(again.status).toBe(401);
  });

  it("takes a removed scope away from live tokens at their next request", async () => {
    const client = await createClient(["read:order_data", "read:reference_data"]);
    const token = (await tokenOf(client)).access_token;
    expect((await call(token, "/orders/order-inquiries")).status).toBe(200);
    const changed = await manage("admin", `/${client.id}`, "PUT", {
      name: client.name,
      expiration_date: null,
      scopes: ["read:reference_data"],
    });
    expect(changed.status).toBe(200);
    expect((await call(token, "/orders/order-inquiries")).status).toBe(403);
    expect((await call(token, "/dynamic-assets/asset-types")).status).toBe(200);
  });

  it("records the last use, at most once a minute, and answers it as last_used_at", async () => {
    const client = await createClient(["read:reference_data"]);
    expect(client.last_used_at).toBeNull();
    const token = (await tokenOf(client)).access_token;
    const started = Date.now();
    await call(token, "/dynamic-assets/asset-types");
    const first = (await (await manage("admin", `/${client.id}`)).json()).data.last_used_at;
    expect(first).not.toBeNull();
    expect(Date.parse(first)).toBeGreaterThanOrEqual(started - 1000);
    await call(token, "/dynamic-assets/asset-types");
    const second = (await (await manage("admin", `/${client.id}`)).json()).data.last_used_at;
    expect(second).toBe(first);
    // A minute later (moved back by SQL rather than waited for) the next use is written.
    await ownerPool.query(
      "update api_clients set last_used_at = last_used_at - interval '61 seconds' where id = $1",
      [client.id],
    );
    await call(token, "/dynamic-assets/asset-types");
    const third = (await (await manage("admin", `/${client.id}`)).json()).data.last_used_at;
    expect(Date.parse(third)).toBeGreaterThan(Date.parse(first) - 61_000);
    expect(third).not.toBe(first);
  });

  it("keeps a client in its own tenant, whatever X-Tenant-Id it sends", async () => {
    const token = (await tokenOf(await createClient(["read:reference_data"]))).access_token;
    const own = await call(token, "/dynamic-assets/asset-types");
    const ids = ((await own.json()).data as Array<{ id: string }>).map((type) => type.id);
    expect(ids).toContain(assetTypeIds.a);
    expect(ids).not.toContain(assetTypeIds.b);
    const other = await call(token, "/dynamic-assets/asset-types", {
      headers: { "x-tenant-id": tenantIds.b as string },
    });
    expect(other.status).toBe(403);
    const direct = await call(token, `/dynamic-assets/asset-types/${assetTypeIds.b}`);
    expect(direct.status).toBe(404);
    // Tenant B's administrator cannot revoke or read tenant A's client either.
    const clientOfA = await createClient(["read:reference_data"]);
    expect((await manage("adminB", `/${clientOfA.id}/revoke`, "POST")).status).toBe(404);
    expect((await tokenOf(clientOfA)).access_token).toBeTruthy();
  });

  it("limits each client's requests per minute: 429 with Retry-After", async () => {
    const token = (await tokenOf(await createClient(["read:reference_data"]))).access_token;
    const other = (await tokenOf(await createClient(["read:reference_data"]))).access_token;
    const statuses: number[] = [];
    for (let i = 0; i < REQUESTS_PER_MINUTE; i += 1) {
      statuses.push((await call(token, "/dynamic-assets/asset-types")).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call(token, "/dynamic-assets/asset-types");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await refused.json()).error.code).toBe("too_many_requests");
    // Another client, and people, are not held back by it.
    expect((await call(other, "/dynamic-assets/asset-types")).status).toBe(200);
    expect((await manage("admin", "")).status).toBe(200);
  });

  it("keeps every secret out of the database and the log (checked last)", async () => {
    // The secret is nowhere: not in any text or JSON column of any table, nor in the log.
    const { rows: columns } = await ownerPool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')`,
    );
    expect(columns.map((c) => c.table_name)).toEqual(
      expect.arrayContaining(["api_clients", "oauth_payloads"]),
    );
    const stored: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = await ownerPool.query<{ value: string | null }>(
        `select string_agg("${column_name}"::text, ' ') as value from "${table_name}"`,
      );
      stored.push(rows[0]?.value ?? "");
    }
    const everything = stored.join("\n");
    // The dump does read the clients: their public ids are in it (a deleted one's stays in the
    // audit trail's record of its deletion, decision 050; an id is not a secret).
    const found = clientIds.filter((clientId) => everything.includes(clientId));
    expect(found.length).toBe(clientIds.length);
    const { rows: tokens } = await ownerPool.query(
      "select count(*)::int as n from oauth_payloads where model = 'ClientCredentials'",
    );
    expect(tokens[0].n).toBeGreaterThan(0);
    const log = logLines.join("\n");
    expect(log).toContain("/oauth/token");
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      const random = secret.replace(/^fennec_secret_/, "");
      expect(everything.includes(random), "a secret is stored").toBe(false);
      expect(log.includes(random), "a secret is logged").toBe(false);
    }
  });
});
