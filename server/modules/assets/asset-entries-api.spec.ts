import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
const server = startTestServer();
const password = "entries-spec-password";
const stamp = Date.now();
let admin: string;
let typeId: string;

const api = (path: string, method = "GET", body?: object) =>
  callApi(server.url, admin, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `entries-${stamp}`, name: "Entries BV" });
  await createUser(appPool, {
    email: `admin-${stamp}@entries.test`,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  admin = (await signInWithPkce(server.url, `admin-${stamp}@entries.test`, password)).tokens
    .access_token;
  typeId = (await (await api("/asset-types", "POST", { name: "Parts" })).json()).data.id;
  const fields = [
    { key: "sku", label: "SKU", data_type: "string", required: true },
    { key: "price", label: "Price", data_type: "decimal" },
    { key: "stock", label: "Stock", data_type: "integer" },
    { key: "unit", label: "Unit", data_type: "enum", options: ["box", "piece"] },
    { key: "active", label: "Active", data_type: "boolean" },
    { key: "since", label: "Since", data_type: "date" },
    { key: "emails", label: "E-mails", data_type: "array" },
  ];
  for (const field of fields) await api(`/asset-types/${typeId}/fields`, "POST", field);
});

describe("entries API", () => {
  it("stores normalised values and gives them back", async () => {
    const created = await api(`/asset-types/${typeId}/entries`, "POST", {
      values: {
        sku: "HB-M5",
        price: "5,09",
        stock: "12",
        unit: "Box",
        active: "ja",
        since: "1-3-2026",
        emails: "a@x.nl, b@x.nl",
      },
    });
    expect(created.status).toBe(201);
    const entry = (await created.json()).data;
    expect(entry.values).toEqual({
      sku: "HB-M5",
      price: "5.09",
      stock: 12,
      unit: "box",
      active: true,
      since: "2026-03-01",
      emails: ["a@x.nl", "b@x.nl"],
    });
    const read = await api(`/asset-types/${typeId}/entries/${entry.id}`);
    expect((await read.json()).data.values.price).toBe("5.09");
  });

  it("refuses bad values, naming every field", async () => {
    const response = await api(`/asset-types/${typeId}/entries`, "POST", {
      values: { price: "five", stock: "1.5", unit: "crate", nonsense: 1 },
    });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.message).toBe("Validation or transformation failed");
    const byField = Object.fromEntries(
      error.details.map((issue: { path: string[]; message: string }) => [
        issue.path[1],
        issue.message,
      ]),
    );
    expect(byField).toEqual({
      sku: "SKU is required",
      price: "Price must be a number (for example 12,50)",
      stock: "Stock must be a whole number",
      unit: "Unit must be one of: box, piece",
      nonsense: "nonsense: there is no such field",
    });
  });

  it("searches, filters, sorts numerically and pages", async () => {
    for (const [sku, price] of [
      ["ZZ-2", "10.5"],
      ["ZZ-10", "9.75"],
      ["ZZ-3", "100"],
    ]) {
      await api(`/asset-types/${typeId}/entries`, "POST", {
        values: { sku, price, unit: "piece" },
      });
    }
    const sorted = await (
      await api(`/asset-types/${typeId}/entries?search=ZZ-&sort=price&order=asc`)
    ).json();
    expect(sorted.data.map((e: { values: { sku: string } }) => e.values.sku)).toEqual([
      "ZZ-10",
      "ZZ-2",
      "ZZ-3",
    ]);
    expect(sorted.meta.total).toBe(3);

    const paged = await (
      await api(`/asset-types/${typeId}/entries?search=ZZ-&sort=price&order=desc&per_page=2&page=2`)
    ).json();
    expect(paged.data.map((e: { values: { sku: string } }) => e.values.sku)).toEqual(["ZZ-10"]);
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: 2, from: 3, to: 3, total: 3 });

    const filtered = await (await api(`/asset-types/${typeId}/entries?filter[unit]=Box`)).json();
    expect(filtered.data.map((e: { values: { sku: string } }) => e.values.sku)).toEqual(["HB-M5"]);

    const badSort = await api(`/asset-types/${typeId}/entries?sort=colour`);
    expect(badSort.status).toBe(400);
  });

  it("lists customers by name and products by code when no sort is chosen", async () => {
    const types = (await (await api("/asset-types")).json()).data as { id: string; key: string }[];
    const typeOf = (key: string) => types.find((type) => type.key === key)?.id as string;
    const values = (page: { data: { values: Record<string, string> }[] }, key: string) =>
      page.data.map((entry) => entry.values[key]);

    // Created out of order, and updated since: neither creation nor change decides the order.
    for (const [customer_number, name] of [
      ["C-1", "Zeeman Bouw"],
      ["C-3", "Aannemer Smit"],
      ["C-2", "Mulder Installatie"],
    ]) {
      const created = await api(`/asset-types/${typeOf("customers")}/entries`, "POST", {
        values: { customer_number, name },
      });
      expect(created.status).toBe(201);
    }
    for (const sku of ["P-300", "P-100", "P-200"]) {
      const created = await api(`/asset-types/${typeOf("products")}/entries`, "POST", {
        values: { sku, description_en: `Part ${sku}` },
      });
      expect(created.status).toBe(201);
    }
    const customers = await (await api(`/asset-types/${typeOf("customers")}/entries`)).json();
    expect(values(customers, "name")).toEqual([
      "Aannemer Smit",
      "Mulder Installatie",
      "Zeeman Bouw",
    ]);
    const products = await (await api(`/asset-types/${typeOf("products")}/entries`)).json();
    expect(values(products, "sku")).toEqual(["P-100", "P-200", "P-300"]);
  });

  it("replaces and deletes an entry", async () => {
    const entry = (
      await (
        await api(`/asset-types/${typeId}/entries`, "POST", { values: { sku: "DEL-1" } })
      ).json()
    ).data;
    const changed = await api(`/asset-types/${typeId}/entries/${entry.id}`, "PUT", {
      values: { sku: "DEL-2", stock: 3 },
    });
    expect((await changed.json()).data.values).toMatchObject({
      sku: "DEL-2",
      stock: 3,
      price: null,
    });
    expect((await api(`/asset-types/${typeId}/entries/${entry.id}`, "DELETE")).status).toBe(204);
    const gone = await api(`/asset-types/${typeId}/entries/${entry.id}`);
    expect((await gone.json()).error.message).toBe(`Entry with ID ${entry.id} not found`);
  });
});
