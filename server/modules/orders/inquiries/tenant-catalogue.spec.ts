import { beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { withPlatformAccess, withTenant } from "../../../db/tenant-transaction.ts";
import { createEntry, deleteEntry, updateEntry } from "../../assets/asset-entries-service.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { CATALOGUE_CACHE_TENANTS } from "./catalogue-cache.ts";
import { tenantCatalogue } from "./tenant-catalogue.ts";

/**
 * The extraction's catalogue is kept in memory and rebuilt when the tenant's reference data
 * version moves (decision 015): a change to an entry shows in the next catalogue, and another
 * tenant's changes do not throw this tenant's away. Only the most recently used tenants'
 * catalogues are kept. A catalogue served again is the same object; a rebuilt one is a new one.
 */
const { appPool } = connectTestDatabase();
const stamp = Date.now();
let tenantId: string;
let otherTenantId: string;
let productsTypeId: string;
let otherProductsTypeId: string;

async function productsType(id: string) {
  return withTenant(appPool, id, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      "select id from asset_types where key = 'products'",
    );
    return rows[0]?.id as string;
  });
}

beforeAll(async () => {
  tenantId = (await createTenant(appPool, { key: `cat-${stamp}`, name: "Catalogue BV" })).id;
  otherTenantId = (await createTenant(appPool, { key: `cat2-${stamp}`, name: "Other BV" })).id;
  productsTypeId = await productsType(tenantId);
  otherProductsTypeId = await productsType(otherTenantId);
});

const codes = async () => (await tenantCatalogue(appPool, tenantId)).products.map((p) => p.code);

describe("the tenant's catalogue", () => {
  it("follows entries created, changed and deleted, and keeps itself across other tenants' changes", async () => {
    expect(await codes()).toEqual([]);
    const entry = await createEntry(appPool, tenantId, productsTypeId, {
      sku: "BOLT-1",
      description_en: "Bolt M6",
      unit: "pcs",
    });
    expect(await codes()).toEqual(["BOLT-1"]);

    await updateEntry(appPool, tenantId, productsTypeId, entry.id, {
      sku: "BOLT-2",
      description_en: "Bolt M6",
      unit: "pcs",
    });
    expect(await codes()).toEqual(["BOLT-2"]);

    const kept = await tenantCatalogue(appPool, tenantId);
    await createEntry(appPool, otherTenantId, otherProductsTypeId, {
      sku: "NUT-1",
      description_en: "Nut M6",
      unit: "pcs",
    });
    expect(await tenantCatalogue(appPool, tenantId)).toBe(kept);
    expect((await tenantCatalogue(appPool, otherTenantId)).products.map((p) => p.code)).toEqual([
      "NUT-1",
    ]);

    await deleteEntry(appPool, tenantId, productsTypeId, entry.id);
    expect(await codes()).toEqual([]);
  });

  it("keeps the catalogues of the most recently used tenants only, and rebuilds a kept one after a change", async () => {
    const many: string[] = [];
    for (let index = 0; index < CATALOGUE_CACHE_TENANTS; index++) {
      many.push(
        (await createTenant(appPool, { key: `cat-${index}-${stamp}`, name: `Tenant ${index}` })).id,
      );
    }
    // One after the other: the order they are used in is the order they go in.
    const first = [];
    for (const id of many) first.push(await tenantCatalogue(appPool, id));
    const [oldest, second] = many as [string, string];
    // All of them kept; the oldest is now the most recently used, the second the least.
    expect(await tenantCatalogue(appPool, oldest)).toBe(first[0]);
    // One tenant more: the least recently used one's catalogue goes, the recently used stays.
    await tenantCatalogue(appPool, tenantId);
    const rebuilt = await tenantCatalogue(appPool, second);
    expect(rebuilt).not.toBe(first[1]);
    expect(rebuilt.products).toEqual(first[1]?.products);
    expect(await tenantCatalogue(appPool, oldest)).toBe(first[0]);

    await createEntry(appPool, oldest, await productsType(oldest), {
      sku: "WASHER-1",
      description_en: "Washer M6",
      unit: "pcs",
    });
    const fresh = await tenantCatalogue(appPool, oldest);
    expect(fresh).not.toBe(first[0]);
    expect(fresh.products.map((p) => p.code)).toEqual(["WASHER-1"]);
  });

  it("lets a tenant with reference data be deleted, its entries going by cascade", async () => {
    const gone = await withPlatformAccess(appPool, (tx) =>
      tx.client.query("delete from tenants where id = $1", [otherTenantId]),
    );
    expect(gone.rowCount).toBe(1);
  });
});
