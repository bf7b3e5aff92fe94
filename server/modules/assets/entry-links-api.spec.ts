import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const password = "links-spec-password";
let admin: string;
let types: Record<string, string>;
let foreignEntryId: string;

const api = (path: string, method = "GET", body?: object) =>
  callApi(server.url, admin, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });
const create = async (type: string, values: object, links?: object) =>
  (await (await api(`/asset-types/${types[type]}/entries`, "POST", { values, links })).json()).data;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `links-${stamp}`, name: "Links BV" });
  const other = await createTenant(appPool, { key: `links-other-${stamp}`, name: "Other BV" });
  await createUser(appPool, {
    email: `admin-${stamp}@links.test`,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  admin = (await signInWithPkce(server.url, `admin-${stamp}@links.test`, password)).tokens
    .access_token;
  const list = (await (await api("/asset-types")).json()).data as Array<{
    id: string;
    key: string;
  }>;
  types = Object.fromEntries(list.map((type) => [type.key, type.id]));
  await api(`/asset-types/${types.products}/relationships`, "POST", {
    kind: "belongsTo",
    target_asset_type_id: types.customers,
    key: "made_for",
    label: "Made for",
    inverse_label: "Own products",
  });
  const { rows } = await ownerPool.query<{ id: string }>(
    `insert into asset_entries (tenant_id, asset_type_id, values)
     select $1, id, '{"customer_number": "X"}' from asset_types where tenant_id = $1 and key = 'customers' returning id`,
    [other.id],
  );
  foreignEntryId = rows[0]?.id as string;
});

describe("links between entries", () => {
  it("links an entry to another and shows the link both ways", async () => {
    const customer = await create("customers", { customer_number: "C-1", name: "Van den Berg" });
    const product = await create("products", { sku: "SPECIAL-1" }, { made_for: [customer.id] });
    expect(product.links).toEqual({ made_for: [customer.id] });

    const seenFromCustomer = (
      await (await api(`/asset-types/${types.customers}/entries/${customer.id}`)).json()
    ).data;
    expect(seenFromCustomer.linked_from).toEqual([
      expect.objectContaining({
        label: "Own products",
        source_entry_id: product.id,
        asset_type_id: types.products,
      }),
    ]);

    const cleared = await api(`/asset-types/${types.products}/entries/${product.id}`, "PUT", {
      values: { sku: "SPECIAL-1" },
      links: { made_for: [] },
    });
    expect((await cleared.json()).data.links).toEqual({});
  });

  it("refuses links to missing, wrong-type, other tenants' or too many entries", async () => {
    const a = await create("customers", { customer_number: "C-2", name: "A" });
    const b = await create("customers", { customer_number: "C-3", name: "B" });
    const product = await create("products", { sku: "P-2" });
    const attempts = [
      { links: { made_for: [a.id, b.id] }, message: "Made for takes one entry at most" },
      { links: { made_for: [product.id] }, message: `Made for: no entry with ID ${product.id}` },
      {
        links: { made_for: [foreignEntryId] },
        message: `Made for: no entry with ID ${foreignEntryId}`,
      },
      { links: { sold_by: [a.id] }, message: "sold_by: there is no such relationship" },
    ];
    for (const attempt of attempts) {
      const response = await api(`/asset-types/${types.products}/entries`, "POST", {
        values: { sku: `P-${Math.random()}` },
        links: attempt.links,
      });
      expect(response.status).toBe(422);
      expect((await response.json()).error.details[0].message).toBe(attempt.message);
    }
  });
});
