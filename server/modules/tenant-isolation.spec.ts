import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { startTestServer } from "../../tests/setup/test-server.ts";
import { createUser } from "./identity/create-user.ts";
import { receiveAndProcess } from "./orders/inquiries/receive-and-process.ts";
import { createTenant } from "./tenants/create-tenant.ts";

/**
 * No tenant reaches another's records through the API: every tenant-scoped route answers a
 * foreign id exactly like a missing one (404), and nothing changes. Each route with an id in its
 * path belongs in `routes` below.
 */
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer();
const password = "isolation-spec-password";
const stamp = Date.now();

type Victim = { userIds: string[]; assetTypeIds: string[]; inquiryIds: string[] };
let attacker: string;
const victim: Victim = { userIds: [], assetTypeIds: [], inquiryIds: [] };

beforeAll(async () => {
  const a = await createTenant(appPool, { key: `iso-a-${stamp}`, name: "Tenant A" });
  const b = await createTenant(appPool, { key: `iso-b-${stamp}`, name: "Tenant B" });
  await createUser(appPool, {
    email: `admin-a-${stamp}@iso.test`,
    password,
    tenantKey: a.key,
    role: "administrator",
  });
  for (const name of ["one", "two", "three"]) {
    const user = await createUser(appPool, {
      email: `${name}-b-${stamp}@iso.test`,
      password,
      tenantKey: b.key,
      role: "operator",
    });
    victim.userIds.push(user.id);
  }
  const { rows } = await ownerPool.query<{ id: string }>(
    "insert into asset_types (tenant_id, key, name) values ($1, 'secret', 'Secret parts') returning id",
    [b.id],
  );
  victim.assetTypeIds.push(rows[0]?.id as string);
  const order = Buffer.from(
    `From: buyer@b.test\r\nTo: orders@b.test\r\nSubject: Order ${stamp}\r\nMessage-ID: <${stamp}@iso.test>\r\n\r\nPlease deliver 10 x BOLT-1\r\n`,
  );
  victim.inquiryIds.push((await receiveAndProcess(appPool, b.id, order)).inquiryId);
  attacker = (await signInWithPkce(server.url, `admin-a-${stamp}@iso.test`, password)).tokens
    .access_token;
});

const routes: Array<{ method: string; path: (id: string) => string; body?: object }> = [
  { method: "GET", path: (id) => `/api/identity/users/${id}` },
  {
    method: "PUT",
    path: (id) => `/api/identity/users/${id}`,
    body: { first_name: "Changed", last_name: "By A", role: "administrator", active: false },
  },
  { method: "DELETE", path: (id) => `/api/identity/users/${id}` },
];

async function snapshot() {
  const { rows } = await ownerPool.query(
    "select u.id, u.first_name, u.active, m.tenant_id, m.role, m.active as member_active from users u join tenant_memberships m on m.user_id = u.id where u.id = any($1) order by u.id",
    [victim.userIds],
  );
  return rows;
}

const assetTypeRoutes: typeof routes = [
  { method: "GET", path: (id) => `/api/dynamic-assets/asset-types/${id}` },
  {
    method: "PUT",
    path: (id) => `/api/dynamic-assets/asset-types/${id}`,
    body: { name: "Stolen" },
  },
  { method: "DELETE", path: (id) => `/api/dynamic-assets/asset-types/${id}` },
  { method: "GET", path: (id) => `/api/dynamic-assets/asset-types/${id}/empty-entry` },
  { method: "GET", path: (id) => `/api/dynamic-assets/asset-types/${id}/fields` },
  {
    method: "POST",
    path: (id) => `/api/dynamic-assets/asset-types/${id}/fields`,
    body: { key: "planted", label: "Planted", data_type: "string" },
  },
];

describe("tenant isolation of the API", () => {
  it("answers another tenant's ids like missing ones and changes nothing", async () => {
    const before = await snapshot();
    const ids = fc.oneof(
      fc.constantFrom(...victim.userIds),
      fc.uuid({ version: 4 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), ids, async (route, id) => {
        const response = await callApi(server.url, attacker, route.path(id), {
          method: route.method,
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe(`User with ID ${id} not found`);
      }),
      { numRuns: 40 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it("answers another tenant's asset types like missing ones and changes nothing", async () => {
    const before = await ownerPool.query("select * from asset_types where id = any($1)", [
      victim.assetTypeIds,
    ]);
    const ids = fc.oneof(fc.constantFrom(...victim.assetTypeIds), fc.uuid({ version: 4 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...assetTypeRoutes), ids, async (route, id) => {
        const response = await callApi(server.url, attacker, route.path(id), {
          method: route.method,
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe(`Asset type with ID ${id} not found`);
      }),
      { numRuns: 40 },
    );
    const after = await ownerPool.query("select * from asset_types where id = any($1)", [
      victim.assetTypeIds,
    ]);
    expect(after.rows).toEqual(before.rows);
    const planted = await ownerPool.query(
      "select 1 from asset_type_fields where asset_type_id = any($1)",
      [victim.assetTypeIds],
    );
    expect(planted.rowCount).toBe(0);
  });

  it("answers another tenant's order inquiries like missing ones and changes nothing", async () => {
    const inquiries = () =>
      ownerPool.query("select * from order_inquiries where id = any($1)", [victim.inquiryIds]);
    const before = (await inquiries()).rows;
    const inquiryRoutes: typeof routes = [
      { method: "GET", path: (id) => `/api/orders/order-inquiries/${id}` },
      { method: "POST", path: (id) => `/api/orders/order-inquiries/${id}/retry` },
      {
        method: "PUT",
        path: (id) => `/api/orders/order-inquiries/${id}/order`,
        body: { version: 1, action: "save", order: { remarks: "Planted", lines: [] } },
      },
      {
        method: "POST",
        path: (id) => `/api/orders/order-inquiries/${id}/reject-order`,
        body: { version: 1, reason: "Taken over" },
      },
    ];
    const ids = fc.oneof(fc.constantFrom(...victim.inquiryIds), fc.uuid({ version: 4 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...inquiryRoutes), ids, async (route, id) => {
        const response = await callApi(server.url, attacker, route.path(id), {
          method: route.method,
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe(`Order inquiry with ID ${id} not found`);
      }),
      { numRuns: 40 },
    );
    expect((await inquiries()).rows).toEqual(before);
    const counts = await callApi(server.url, attacker, "/api/orders/order-inquiries/counts");
    // tenant A has no inquiries of its own; B's are not counted
    expect(new Set(Object.values((await counts.json()).data))).toEqual(new Set([0]));
  });

  it("answers another tenant's integrations like missing ones and changes nothing", async () => {
    const { rows: planted } = await ownerPool.query<{ id: string }>(
      "insert into integrations (tenant_id, name, erp_type, settings, sealed_api_key) select id, 'B ERP', 'mynuma', '{\"base_url\": \"https://erp.b.test\"}', 'v1.sealed' from tenants where key = $1 returning id",
      [`iso-b-${stamp}`],
    );
    const integrationIds = planted.map((row) => row.id);
    const integrations = () =>
      ownerPool.query("select * from integrations where id = any($1)", [integrationIds]);
    const before = (await integrations()).rows;
    const settings = { base_url: "https://erp.a.test", api_key: "" };
    const integrationRoutes: typeof routes = [
      { method: "GET", path: (id) => `/api/connectivity/integrations/${id}` },
      {
        method: "PUT",
        path: (id) => `/api/connectivity/integrations/${id}`,
        body: { name: "Stolen", erp_type: "mynuma", settings },
      },
      { method: "DELETE", path: (id) => `/api/connectivity/integrations/${id}` },
    ];
    const ids = fc.oneof(fc.constantFrom(...integrationIds), fc.uuid({ version: 4 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...integrationRoutes), ids, async (route, id) => {
        const response = await callApi(server.url, attacker, route.path(id), {
          method: route.method,
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe(`Integration with ID ${id} not found`);
      }),
      { numRuns: 20 },
    );
    // Nor may a connection test borrow B's saved API key.
    const borrowed = await callApi(server.url, attacker, "/api/connectivity/integrations/test", {
      method: "POST",
      body: JSON.stringify({ id: integrationIds[0], erp_type: "mynuma", settings }),
    });
    expect(borrowed.status).toBe(404);
    expect((await integrations()).rows).toEqual(before);
  });

  it("answers another tenant's webhooks like missing ones and changes nothing", async () => {
    const { rows: planted } = await ownerPool.query<{ id: string }>(
      "insert into webhooks (tenant_id, name, url, sealed_signing_secrets) select id, 'B hook', 'https://hooks.b.test/orders', 'v1.sealed' from tenants where key = $1 returning id",
      [`iso-b-${stamp}`],
    );
    const webhookIds = planted.map((row) => row.id);
    const { rows: messages } = await ownerPool.query<{ id: string }>(
      "insert into webhook_messages (tenant_id, webhook_id, event, payload) select tenant_id, id, 'order.validated', '{}' from webhooks where id = $1 returning id",
      [webhookIds[0]],
    );
    const messageId = messages[0]?.id as string;
    const webhooks = () =>
      ownerPool.query(
        "select w.*, m.status, m.attempts from webhooks w left join webhook_messages m on m.webhook_id = w.id where w.id = any($1)",
        [webhookIds],
      );
    const before = (await webhooks()).rows;
    const body = { name: "Stolen", url: "https://hooks.a.test/x", events: ["order.validated"] };
    const webhookRoutes: typeof routes = [
      { method: "GET", path: (id) => `/api/connectivity/webhooks/${id}` },
      { method: "PUT", path: (id) => `/api/connectivity/webhooks/${id}`, body },
      { method: "DELETE", path: (id) => `/api/connectivity/webhooks/${id}` },
      { method: "POST", path: (id) => `/api/connectivity/webhooks/${id}/rotate-secret` },
      { method: "GET", path: (id) => `/api/connectivity/webhooks/${id}/deliveries` },
      {
        method: "POST",
        path: (id) => `/api/connectivity/webhooks/${id}/messages/${messageId}/redeliver`,
      },
    ];
    const ids = fc.oneof(fc.constantFrom(...webhookIds), fc.uuid({ version: 4 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...webhookRoutes), ids, async (route, id) => {
        const response = await callApi(server.url, attacker, route.path(id), {
          method: route.method,
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe(`Webhook with ID ${id} not found`);
      }),
      { numRuns: 20 },
    );
    // Nor may a test borrow B's saved URL, auth and signing secrets.
    const borrowed = await callApi(server.url, attacker, "/api/connectivity/webhooks/test", {
      method: "POST",
      body: JSON.stringify({ id: webhookIds[0] }),
    });
    expect(borrowed.status).toBe(404);
    expect((await webhooks()).rows).toEqual(before);
  });

  it("does not list another tenant's users", async () => {
    const list = await (
      await callApi(server.url, attacker, `/api/identity/users?search=-b-${stamp}`)
    ).json();
    expect(list.data).toEqual([]);
    expect(list.meta.total).toBe(0);
  });

  it("refuses a forged X-Tenant-Id", async () => {
    const { rows } = await ownerPool.query<{ id: string }>(
      "select id from tenants where key = $1",
      [`iso-b-${stamp}`],
    );
    const response = await callApi(server.url, attacker, "/api/identity/users", {
      headers: { "x-tenant-id": rows[0]?.id as string },
    });
    expect(response.status).toBe(403);
  });
});
