import type pg from "pg";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import {
  buildCatalogue,
  type Catalogue,
  type CustomerRecord,
  type ProductRecord,
} from "../extraction/catalogue.ts";
import { catalogueCache } from "./catalogue-cache.ts";

type FieldsByPurpose = Map<string, string[]>;
const cachedCatalogue = catalogueCache<string>();

function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return value === null || value === undefined || value === "" ? [] : [String(value)];
}

function first(values: Record<string, unknown>, keys: string[] | undefined): string | null {
  for (const key of keys ?? []) {
    const [value] = texts(values[key]);
    if (value) return value;
  }
  return null;
}

function all(values: Record<string, unknown>, keys: string[] | undefined): string[] {
  return (keys ?? []).flatMap((key) => texts(values[key]));
}

/**
 * The tenant's customers and products as the extraction engine matches them, read through the
 * AI fields (decision 006): the asset type with a `number` field holds customers, the one with a
 * `code` field products. Built once and kept until the tenant's reference data version moves
 * (migration 0014, decision 015), for the most recently used tenants (`catalogue-cache.ts`).
 */
export async function tenantCatalogue(pool: pg.Pool, tenantId: string): Promise<Catalogue> {
  return withTenant(pool, tenantId, (tx) => catalogueIn(tx, tenantId));
}

/** The catalogue of `tenantId`, read in a transaction of that tenant (`withTenant`). */
export async function catalogueIn(tx: Transaction, tenantId: string): Promise<Catalogue> {
  const { rows: versionRows } = await tx.client.query<{ version: string }>(
    "select version from reference_data_versions where tenant_id = $1",
    [tenantId],
  );
  const stamp = versionRows[0]?.version ?? "0";
  return cachedCatalogue(tenantId, stamp, () => buildCatalogueIn(tx));
}

/** Reads the AI fields and entries visible in `tx` (one tenant's, by RLS) into a catalogue. */
async function buildCatalogueIn(tx: Transaction): Promise<Catalogue> {
  const { rows: purposes } = await tx.client.query<{
    asset_type_id: string;
    purpose: string;
    key: string;
  }>(
    `select a.asset_type_id, a.purpose, f.key from asset_type_ai_fields a
     join asset_type_fields f on f.id = a.field_id order by f.position`,
  );
  const byType = new Map<string, FieldsByPurpose>();
  for (const row of purposes) {
    const fields = byType.get(row.asset_type_id) ?? new Map<string, string[]>();
    fields.set(row.purpose, [...(fields.get(row.purpose) ?? []), row.key]);
    byType.set(row.asset_type_id, fields);
  }
  const typeWith = (purpose: string) =>
    [...byType.entries()].find(([, fields]) => fields.has(purpose));
  const entriesOf = async (typeId: string | undefined) =>
    typeId
      ? (
          await tx.client.query<{ values: Record<string, unknown> }>(
            "select values from asset_entries where asset_type_id = $1",
            [typeId],
          )
        ).rows.map((row) => row.values)
      : [];

  const [customerType, customerFields] = typeWith("number") ?? [];
  const customers: CustomerRecord[] = (await entriesOf(customerType)).flatMap((values) => {
    const number = first(values, customerFields?.get("number"));
    if (!number) return [];
    return [
      {
        number,
        name: first(values, customerFields?.get("name")) ?? "",
        emails: all(values, customerFields?.get("email")).map((email) => email.toLowerCase()),
        domains: all(values, customerFields?.get("domain")).map((domain) => domain.toLowerCase()),
        vat: first(values, customerFields?.get("vat")),
      },
    ];
  });
  const [productType, productFields] = typeWith("code") ?? [];
  const products: ProductRecord[] = (await entriesOf(productType)).flatMap((values) => {
    const code = first(values, productFields?.get("code"));
    if (!code) return [];
    return [
      {
        code,
        ean: first(values, productFields?.get("ean")),
        descriptions: all(values, productFields?.get("description")),
        unit: first(values, productFields?.get("unit")) ?? "pcs",
      },
    ];
  });
  return buildCatalogue(customers, products);
}
