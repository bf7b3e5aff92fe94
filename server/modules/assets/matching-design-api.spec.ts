import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const password = "matching-spec-password";
let admin: string;
let products: string;
let customers: string;
let skuField: string;

const api = (path: string, method = "GET", body?: object) =>
  callApi(server.url, admin, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `matching-${stamp}`, name: "Matching BV" });
  await createUser(appPool, {
    email: `admin-${stamp}@matching.test`,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  admin = (await signInWithPkce(server.url, `admin-${stamp}@matching.test`, password)).tokens
    .access_token;
  products = (await (await api("/asset-types", "POST", { name: "Parts" })).json()).data.id;
  customers = (await (await api("/asset-types", "POST", { name: "Buyers" })).json()).data.id;
  skuField = (
    await (
      await api(`/asset-types/${products}/fields`, "POST", {
        key: "sku",
        label: "SKU",
        data_type: "string",
      })
    ).json()
  ).data.id;
});

describe("AI fields", () => {
  it("marks fields for matching, once per purpose", async () => {
    const created = await api(`/asset-types/${products}/ai-fields`, "POST", {
      field_id: skuField,
      purpose: "code",
    });
    expect(created.status).toBe(201);
    const aiField = (await created.json()).data;
    expect(aiField).toMatchObject({ field_id: skuField, purpose: "code", asset_type_id: products });

    const twice = await api(`/asset-types/${products}/ai-fields`, "POST", {
      field_id: skuField,
      purpose: "code",
    });
    expect(twice.status).toBe(409);
    const foreignField = await api(`/asset-types/${customers}/ai-fields`, "POST", {
      field_id: skuField,
      purpose: "number",
    });
    expect(foreignField.status).toBe(404);

    const changed = await api(`/asset-types/${products}/ai-fields/${aiField.id}`, "PUT", {
      field_id: skuField,
      purpose: "ean",
    });
    expect((await changed.json()).data.purpose).toBe("ean");
    const all = (await (await api("/asset-type-ai-fields")).json()).data;
    expect(all.map((f: { id: string }) => f.id)).toContain(aiField.id);
    expect((await api(`/asset-types/${products}/ai-fields/${aiField.id}`, "DELETE")).status).toBe(
      204,
    );
  });
});

describe("relationships", () => {
  it("relates asset types, and answers a missing one in the spec's words", async () => {
    const created = await api(`/asset-types/${products}/relationships`, "POST", {
      kind: "belongsTo",
      target_asset_type_id: customers,
      key: "customer",
      label: "Customer",
      inverse_label: "Products",
    });
    expect(created.status).toBe(201);
    const relationship = (await created.json()).data;
    expect(relationship).toMatchObject({
      kind: "belongsTo",
      target_asset_type_id: customers,
      key: "customer",
    });

    const badKind = await api(`/asset-types/${products}/relationships`, "POST", {
      kind: "ownsMany",
      target_asset_type_id: customers,
      key: "x",
      label: "X",
    });
    expect(badKind.status).toBe(422);

    const changed = await api(`/asset-types/${products}/relationships/${relationship.id}`, "PUT", {
      kind: "hasMany",
      target_asset_type_id: customers,
      key: "customers",
      label: "Customers",
    });
    expect((await changed.json()).data).toMatchObject({ kind: "hasMany", key: "customers" });

    expect(
      (await api(`/asset-types/${products}/relationships/${relationship.id}`, "DELETE")).status,
    ).toBe(204);
    const missing = await api(
      `/asset-types/${products}/relationships/${relationship.id}`,
      "DELETE",
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(
      `Asset type relationship not found with id: ${relationship.id}`,
    );
  });
});
