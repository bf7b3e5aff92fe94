import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool, ownerPool } = connectTestDatabase();
// Indexes are built by jobs: this server runs the workers too.
const server = startTestServer({ FENNEC_ROLE: "all" });
const stamp = Date.now();
const password = "indexes-spec-password";
let admin: string;
let products: string;
const fields: Record<string, string> = {};

const api = (path: string, method = "GET", body?: object) =>
  callApi(server.url, admin, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function indexStatus(id: string) {
  const list = (await (await api(`/asset-types/${products}/indexes`)).json()).data as Array<{
    id: string;
    status: string;
    error: string | null;
  }>;
  return list.find((index) => index.id === id);
}

async function pgIndexes() {
  const { rows } = await ownerPool.query<{ indexname: string; indexdef: string }>(
    "select indexname, indexdef from pg_indexes where tablename = 'asset_entries' and indexname like 'asset_entries_%\\_%'",
  );
  return rows;
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `indexes-${stamp}`, name: "Indexes BV" });
  await createUser(appPool, {
    email: `admin-${stamp}@indexes.test`,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  admin = (await signInWithPkce(server.url, `admin-${stamp}@indexes.test`, password)).tokens
    .access_token;
  const types = (await (await api("/asset-types")).json()).data as Array<{
    id: string;
    key: string;
  }>;
  products = types.find((type) => type.key === "products")?.id as string;
  for (const field of (await (await api(`/asset-types/${products}/fields`)).json()).data) {
    fields[field.key] = field.id;
  }
});

describe("entry indexes", () => {
  it("builds a Unique index that refuses duplicates, naming the field and value", async () => {
    await api(`/asset-types/${products}/entries`, "POST", {
      values: { sku: "HB-1", description_en: "Hex bolt M5 galvanised" },
    });
    const created = await api(`/asset-types/${products}/indexes`, "POST", {
      field_id: fields.sku,
      kind: "Unique",
    });
    expect(created.status).toBe(201);
    const index = (await created.json()).data;
    expect(index.status).toBe("pending");
    await expect
      .poll(async () => (await indexStatus(index.id))?.status, { timeout: 20_000 })
      .toBe("ready");
    expect(
      (await pgIndexes()).some(
        (row) => row.indexdef.startsWith("CREATE UNIQUE INDEX") && row.indexdef.includes("'sku'"),
      ),
    ).toBe(true);

    const duplicate = await api(`/asset-types/${products}/entries`, "POST", {
      values: { sku: "HB-1" },
    });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.message).toBe("Product code HB-1 already exists");

    const renamed = await api(`/asset-types/${products}/fields/${fields.sku}`, "PUT", {
      key: "code",
      label: "Code",
      data_type: "string",
    });
    expect(renamed.status).toBe(409);

    expect((await api(`/asset-types/${products}/indexes/${index.id}`, "DELETE")).status).toBe(204);
    await expect
      .poll(
        async () =>
          (await pgIndexes()).some(
            (row) => row.indexdef.includes("UNIQUE") && row.indexdef.includes("'sku'"),
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(false);
    expect(
      (await api(`/asset-types/${products}/entries`, "POST", { values: { sku: "HB-1" } })).status,
    ).toBe(201);
  });

  it("fails a Unique index over existing duplicates, with the reason", async () => {
    await api(`/asset-types/${products}/entries`, "POST", { values: { sku: "DUP", ean: "111" } });
    await api(`/asset-types/${products}/entries`, "POST", { values: { sku: "DUP2", ean: "111" } });
    const index = (
      await (
        await api(`/asset-types/${products}/indexes`, "POST", {
          field_id: fields.ean,
          kind: "Unique",
        })
      ).json()
    ).data;
    await expect
      .poll(async () => (await indexStatus(index.id))?.status, { timeout: 20_000 })
      .toBe("failed");
    expect((await indexStatus(index.id))?.error).toBe("EAN has values that occur more than once");
  });

  it("makes a field searchable with full-text search", async () => {
    await api(`/asset-types/${products}/entries`, "POST", {
      values: { sku: "WA-8", description_en: "Washers DIN 125 zinc plated, box of 200" },
    });
    const index = (
      await (
        await api(`/asset-types/${products}/indexes`, "POST", {
          field_id: fields.description_en,
          kind: "Full text",
        })
      ).json()
    ).data;
    await expect
      .poll(async () => (await indexStatus(index.id))?.status, { timeout: 20_000 })
      .toBe("ready");
    expect(
      (await pgIndexes()).some(
        (row) => row.indexdef.includes("gin") && row.indexdef.includes("to_tsvector"),
      ),
    ).toBe(true);
    const found = (
      await (await api(`/asset-types/${products}/entries?search=plated%20washers`)).json()
    ).data;
    expect(found.map((entry: { values: { sku: string } }) => entry.values.sku)).toEqual(["WA-8"]);
  });
});
