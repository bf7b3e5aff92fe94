import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import type { BulkEntriesResult } from "../../contracts/assets/bulk-entries.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

/**
 * The bulk upsert of entries (decision 043) as a PIM keeping products current uses it, against
 * the default Products type of fresh tenants (matched on its code field, sku).
 */
const { appPool } = connectTestDatabase();
// The Unique index is built by a job: this server runs the workers too.
const server = startTestServer({ FENNEC_ROLE: "all" });
const stamp = Date.now();
const password = "bulk-entries-spec-password";
const tokens: Record<string, string> = {};
const products: Record<string, string> = {};

const api = (who: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function bulk(who: string, body: object, typeId = products[who] as string) {
  return api(who, `/asset-types/${typeId}/entries/bulk`, "POST", body);
}

async function upsert(who: string, entries: object[], extra: object = {}) {
  const response = await bulk(who, { entries, ...extra });
  expect(response.status).toBe(200);
  return ((await response.json()) as BulkEntriesResult).data;
}

async function entryBySku(who: string, sku: string) {
  const list = await api(who, `/asset-types/${products[who]}/entries?filter[sku]=${sku}`);
  return (await list.json()).data as Array<{ id: string; values: Record<string, unknown> }>;
}

beforeAll(async () => {
  for (const who of ["pim", "other"]) {
    const tenant = await createTenant(appPool, {
      key: `bulk-${who}-${stamp}`,
      name: `Bulk ${who}`,
    });
    const email = `${who}-${stamp}@bulk.test`;
    await createUser(appPool, { email, password, tenantKey: tenant.key, role: "administrator" });
    tokens[who] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
    const types = (await (await api(who, "/asset-types")).json()).data as Array<{
      id: string;
      key: string;
    }>;
    products[who] = types.find((type) => type.key === "products")?.id as string;
  }
});

describe("bulk upsert of entries", () => {
  it("creates, then answers the same call unchanged, and updates only what changed", async () => {
    const entries = [
      { values: { sku: "BLK-1", description_en: "Bolt one", price: "1,50", unit: "box" } },
      { values: { sku: "BLK-2", description_en: "Bolt two", price: "2" } },
      { values: { sku: "BLK-3", description_en: "Bolt three" } },
    ];
    const first = await upsert("pim", entries);
    expect(first).toMatchObject({ match_field: "sku", created: 3, updated: 0, unchanged: 0 });
    expect(
      first.results.map((result) => [result.index, result.status, result.match_value]),
    ).toEqual([
      [0, "created", "BLK-1"],
      [1, "created", "BLK-2"],
      [2, "created", "BLK-3"],
    ]);
    const [stored] = await entryBySku("pim", "BLK-1");
    expect(stored?.id).toBe(first.results[0]?.id);
    expect(stored?.values).toMatchObject({ sku: "BLK-1", price: "1.50", unit: "box" });

    const again = await upsert("pim", entries);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(again.results.map((result) => result.id)).toEqual(first.results.map((r) => r.id));

    // a price changes; a field not sent keeps its value, null clears one
    const changed = await upsert("pim", [
      { values: { sku: "BLK-1", price: "1.75" } },
      { values: { sku: "BLK-2", price: null } },
      { values: { sku: "BLK-3", description_en: "Bolt three" } },
    ]);
    expect(changed.results.map((result) => result.status)).toEqual([
      "updated",
      "updated",
      "unchanged",
    ]);
    expect((await entryBySku("pim", "BLK-1"))[0]?.values).toMatchObject({
      price: "1.75",
      description_en: "Bolt one",
      unit: "box",
    });
    expect((await entryBySku("pim", "BLK-2"))[0]?.values).toMatchObject({
      price: null,
      description_en: "Bolt two",
    });
    // the entries are found as entries written one by one are: search reads every value
    const search = await api("pim", `/asset-types/${products.pim}/entries?search=Bolt%20three`);
    expect((await search.json()).data.map((entry: { id: string }) => entry.id)).toEqual([
      first.results[2]?.id,
    ]);
  });

  it("matches the same code twice in one call to one entry", async () => {
    const result = await upsert("pim", [
      { values: { sku: "BLK-TWICE", description_en: "First" } },
      { values: { sku: " BLK-TWICE ", description_en: "Second" } },
    ]);
    expect(result.results.map((r) => r.status)).toEqual(["created", "updated"]);
    expect(result.results[0]?.id).toBe(result.results[1]?.id);
    const found = await entryBySku("pim", "BLK-TWICE");
    expect(found.map((entry) => entry.values.description_en)).toEqual(["Second"]);
  });

  it("reports each refused entry with its index and field errors, and writes the others", async () => {
    const result = await upsert("pim", [
      { values: { sku: "BLK-OK-1" } },
      { values: { sku: "BLK-BAD", price: "five", unit: "crate", colour: "red" } },
      { values: { description_en: "No code" } },
      { values: { sku: "BLK-OK-2" } },
    ]);
    expect(result).toMatchObject({ created: 2, failed: 2 });
    const [, bad, noCode] = result.results;
    expect(bad).toMatchObject({
      index: 1,
      status: "error",
      id: null,
      match_value: "BLK-BAD",
      error: { code: "validation_failed", message: "Validation or transformation failed" },
    });
    expect(bad?.error?.details.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["values.price", "values.unit", "values.colour"]),
    );
    expect(noCode).toMatchObject({
      index: 2,
      status: "error",
      match_value: null,
      error: {
        details: [
          { path: ["values", "sku"], message: "Product code is required to match the entry" },
        ],
      },
    });
    expect(await entryBySku("pim", "BLK-BAD")).toEqual([]);
    expect(await entryBySku("pim", "BLK-OK-2")).toHaveLength(1);
  });

  it("refuses an entry a Unique index refuses, naming the field, as for one entry", async () => {
    const fields = (await (await api("pim", `/asset-types/${products.pim}/fields`)).json())
      .data as Array<{ id: string; key: string }>;
    const ean = fields.find((field) => field.key === "ean")?.id;
    const index = (
      await (
        await api("pim", `/asset-types/${products.pim}/indexes`, "POST", {
          field_id: ean,
          kind: "Unique",
        })
      ).json()
    ).data;
    await expect
      .poll(
        async () => {
          const list = (await (await api("pim", `/asset-types/${products.pim}/indexes`)).json())
            .data as Array<{ id: string; status: string }>;
          return list.find((candidate) => candidate.id === index.id)?.status;
        },
        { timeout: 30_000 },
      )
      .toBe("ready");
    // matched on the code as named: by default the Unique field (ean) would now be the match
    const result = await upsert(
      "pim",
      [
        { values: { sku: "BLK-EAN-1", ean: "8712345000011" } },
        { values: { sku: "BLK-EAN-2", ean: "8712345000011" } },
        { values: { sku: "BLK-EAN-3", ean: "8712345000028" } },
      ],
      { match_field: "sku" },
    );
    expect(result.results.map((r) => r.status)).toEqual(["created", "error", "created"]);
    expect(result.results[1]?.error).toEqual({
      code: "conflict",
      message: "EAN 8712345000011 already exists",
      details: [{ path: ["values", "ean"], message: "EAN 8712345000011 already exists" }],
    });
    expect(await entryBySku("pim", "BLK-EAN-2")).toEqual([]);
  }, 60_000);

  it("takes at most 1000 entries and needs a match field", async () => {
    const tooMany = await bulk("pim", {
      entries: Array.from({ length: 1001 }, (_, i) => ({ values: { sku: `MANY-${i}` } })),
    });
    expect(tooMany.status).toBe(422);
    const { error } = await tooMany.json();
    expect(error.details[0]).toMatchObject({
      path: ["entries"],
      message: "At most 1000 entries per call: send the rest in another call",
    });
    expect(await entryBySku("pim", "MANY-0")).toEqual([]);

    const full = await upsert(
      "pim",
      Array.from({ length: 1000 }, (_, i) => ({ values: { sku: `MANY-${i}` } })),
      { match_field: "sku" },
    );
    expect(full.created).toBe(1000);

    const unknownField = await bulk("pim", { match_field: "colour", entries: [{ values: {} }] });
    expect(unknownField.status).toBe(422);
    expect((await unknownField.json()).error.details).toEqual([
      { path: ["match_field"], message: "colour: there is no such field" },
    ]);

    const type = (await (await api("pim", "/asset-types", "POST", { name: "Colours" })).json())
      .data;
    await api("pim", `/asset-types/${type.id}/fields`, "POST", {
      key: "name",
      label: "Name",
      data_type: "string",
    });
    const noMatch = await bulk("pim", { entries: [{ values: { name: "Red" } }] }, type.id);
    expect(noMatch.status).toBe(422);
    expect((await noMatch.json()).error.details[0].message).toBe(
      "Colours has no field that identifies an entry (a Unique index, a code or a number): name one in match_field",
    );
    const named = await bulk(
      "pim",
      { match_field: "name", entries: [{ values: { name: "Red" } }] },
      type.id,
    );
    expect((await named.json()).data.results[0].status).toBe("created");
  }, 60_000);

  it("writes only in the caller's tenant", async () => {
    await upsert("other", [{ values: { sku: "BLK-1", description_en: "Their bolt" } }]);
    expect((await entryBySku("pim", "BLK-1"))[0]?.values.description_en).toBe("Bolt one");
    expect((await entryBySku("other", "BLK-1"))[0]?.values.description_en).toBe("Their bolt");
    const theirs = await bulk("pim", { entries: [{ values: { sku: "X" } }] }, products.other);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.message).toBe(
      `Asset type with ID ${products.other} not found`,
    );
  });
});
