import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { withTenant } from "../../db/tenant-transaction.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool, ownerPool } = connectTestDatabase();
// Indexes are built by jobs: this server runs the workers too.
const server = startTestServer({ FENNEC_ROLE: "all" });
const stamp = Date.now();
const password = "indexes-spec-password";
let admin: string;
let products: string;
let tenantId: string;
const fields: Record<string, string> = {};

const api = (path: string, method = "GET", body?: object) =>
  callApi(server.url, admin, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function indexStatus(id: string, typeId = products) {
  const list = (await (await api(`/asset-types/${typeId}/indexes`)).json()).data as Array<{
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
  tenantId = tenant.id;
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

  it("drops the indexes of a deleted field and of a deleted asset type", async () => {
    const type = (await (await api("/asset-types", "POST", { name: `Depots ${stamp}` })).json())
      .data as { id: string };
    const addCode = async () =>
      (
        await (
          await api(`/asset-types/${type.id}/fields`, "POST", {
            key: "code",
            label: "Code",
            data_type: "string",
          })
        ).json()
      ).data.id as string;
    const uniqueOn = async (fieldId: string) => {
      const index = (
        await (
          await api(`/asset-types/${type.id}/indexes`, "POST", {
            field_id: fieldId,
            kind: "Unique",
          })
        ).json()
      ).data as { id: string };
      await expect
        .poll(async () => (await indexStatus(index.id, type.id))?.status, { timeout: 20_000 })
        .toBe("ready");
    };
    const indexesOfType = async () =>
      (await pgIndexes()).filter((row) => row.indexdef.includes(type.id));

    const first = await addCode();
    await uniqueOn(first);
    expect(await indexesOfType()).toHaveLength(1);
    expect((await api(`/asset-types/${type.id}/fields/${first}`, "DELETE")).status).toBe(204);
    await expect.poll(async () => (await indexesOfType()).length, { timeout: 20_000 }).toBe(0);

    // A new field with the same key takes the same value twice: no index of the old one is left.
    const second = await addCode();
    const entries: string[] = [];
    for (const _ of [1, 2]) {
      const entry = await api(`/asset-types/${type.id}/entries`, "POST", {
        values: { code: "D-1" },
      });
      expect(entry.status).toBe(201);
      entries.push((await entry.json()).data.id);
    }

    // The type deleted with an index on it: the index goes too.
    expect((await api(`/asset-types/${type.id}/entries/${entries[1]}`, "DELETE")).status).toBe(204);
    await uniqueOn(second);
    expect(await indexesOfType()).toHaveLength(1);
    expect((await api(`/asset-types/${type.id}`, "DELETE")).status).toBe(204);
    await expect.poll(async () => (await indexesOfType()).length, { timeout: 20_000 }).toBe(0);
  });

  it("the upgrade drops indexes left by fields deleted before this version, and only those", async () => {
    const named = (await pgIndexes()).map((row) => row.indexname);
    const leftover = `asset_entries_uq_${"ab12".repeat(6)}`;
    await ownerPool.query(
      `create unique index ${leftover} on asset_entries (("values" ->> 'code')) where tenant_id = '${tenantId}'`,
    );
    // What migration 0031 runs once.
    const { rows } = await ownerPool.query<{ dropped: number }>(
      "select drop_orphaned_entry_indexes() as dropped",
    );
    expect(rows[0]?.dropped).toBe(1);
    expect((await pgIndexes()).map((row) => row.indexname).sort()).toEqual(named.sort());
    // The application's own login may not run it.
    await expect(appPool.query("select drop_orphaned_entry_indexes()")).rejects.toThrow(
      /permission denied/,
    );
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

  it("lets the application's own searches use the indexes, under row-level security", async () => {
    const index = (
      await (
        await api(`/asset-types/${products}/indexes`, "POST", {
          field_id: fields.ean,
          kind: "Index",
        })
      ).json()
    ).data;
    await expect
      .poll(async () => (await indexStatus(index.id))?.status, { timeout: 20_000 })
      .toBe("ready");
    // Enough entries that an index is worth more than reading them all.
    await withTenant(appPool, tenantId, (tx) =>
      tx.client.query(
        `insert into asset_entries (tenant_id, asset_type_id, values)
         select $1, $2, jsonb_build_object('sku', 'FILL-' || n, 'ean', (8700000000000 + n)::text,
           'description_en', 'Filler part number ' || n)
         from generate_series(1, 20000) as n
         union all select $1::uuid, $2::uuid, jsonb_build_object('sku', 'QUOKKA-1', 'description_en', 'Zyxwvut quokka bracket')`,
        [tenantId, products],
      ),
    );
    // As autovacuum would: statistics, and the trigram index's pending list merged (a long
    // pending list makes the planner price the index out).
    await ownerPool.query("vacuum analyze asset_entries");
    // The planner may use an index only for a condition it can evaluate before the policy
    // (migration 0009); otherwise the condition stays a filter over every row of the type.
    const plan = (condition: string) =>
      withTenant(appPool, tenantId, async (tx) => {
        // Reading every row is priced out, so that the plan shows any index the condition can use.
        await tx.client.query("set local enable_seqscan = off");
        const { rows } = await tx.client.query<{ "QUERY PLAN": string }>(
          `explain select id from asset_entries where tenant_id = $1 and asset_type_id = $2 and ${condition}`,
          [tenantId, products],
        );
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    // Not just any index of the type: one whose Index Cond is the condition itself.
    expect(await plan(`values ->> 'ean' = '8700000000042'`)).toMatch(
      /Index Scan using asset_entries_ix_\w+ on asset_entries .*\n\s+Index Cond: \(\("values" ->> 'ean'::text\) =/,
    );
    expect(
      await plan(
        `to_tsvector('simple', values ->> 'description_en') @@ plainto_tsquery('simple', 'washers')`,
      ),
    ).toMatch(/Bitmap Index Scan on asset_entries_fts_\w+ .*\n\s+Index Cond: \(to_tsvector/);
    // Words with rare trigrams, as a real search for a code or a name has.
    expect(await plan(`search_text ilike '%quokka bracket%'`)).toMatch(
      /Bitmap Index Scan on asset_entries_search_text .*\n\s+Index Cond: \(search_text ~~\*/,
    );
  });
});
