import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import { apiAs } from "../support/api-as";

const base = "/api/dynamic-assets/asset-types";

type AssetType = { id: string; key: string; name: string };

/** The demo tenant's asset types by key (Customers, Products), through the API. */
export async function assetTypes(context: BrowserContext, request: APIRequestContext) {
  const api = await apiAs(context, request);
  const response = await api.get(base);
  expect(response.ok()).toBe(true);
  const types = ((await response.json()) as { data: AssetType[] }).data;
  return Object.fromEntries(types.map((type) => [type.key, type])) as Record<string, AssetType>;
}

/**
 * Makes sure Products has a Unique index on its code, and waits until it is built (a job builds
 * it concurrently). Both projects share the database: whoever comes second finds it there.
 */
export async function ensureUniqueProductCode(
  context: BrowserContext,
  request: APIRequestContext,
  productsId: string,
) {
  const api = await apiAs(context, request);
  const fields = (
    (await (await api.get(`${base}/${productsId}/fields`)).json()) as {
      data: Array<{ id: string; key: string }>;
    }
  ).data;
  const sku = fields.find((field) => field.key === "sku");
  if (!sku) throw new Error("Products has no sku field");
  const created = await api.post(`${base}/${productsId}/indexes`, {
    field_id: sku.id,
    kind: "Unique",
  });
  expect([201, 409]).toContain(created.status());
  await expect
    .poll(
      async () => {
        const indexes = (
          (await (await api.get(`${base}/${productsId}/indexes`)).json()) as {
            data: Array<{ field_id: string; kind: string; status: string }>;
          }
        ).data;
        return indexes.find((index) => index.field_id === sku.id && index.kind === "Unique")
          ?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("ready");
}

/** Products → Customers "Made for" (belongs to), seen from a customer as "Own products". */
export async function ensureMadeForRelationship(
  context: BrowserContext,
  request: APIRequestContext,
  types: Record<string, AssetType>,
) {
  const api = await apiAs(context, request);
  const products = types.products?.id;
  const response = await api.post(`${base}/${products}/relationships`, {
    kind: "belongsTo",
    target_asset_type_id: types.customers?.id,
    key: "made_for",
    label: "Made for",
    inverse_label: "Own products",
  });
  expect([201, 409]).toContain(response.status());
}
