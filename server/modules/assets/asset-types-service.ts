import { asc, eq } from "drizzle-orm";
import type pg from "pg";
import type { AssetTypeInput } from "../../contracts/assets/asset-type.ts";
import { assetTypes } from "../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { fieldsOf } from "./asset-type-fields-service.ts";
import { type AssetTypeRow, requireAssetType } from "./asset-type-lookup.ts";
import { dropIndexesOf } from "./entry-indexes-service.ts";

export function presentAssetType(row: AssetTypeRow) {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    design_version: row.designVersion,
  };
}

/** A key from a name: "Spare parts" → "spare_parts". */
export function keyFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 60);
  return /^[a-z]/.test(slug) ? slug : `type_${slug}`;
}

export function listAssetTypes(pool: pg.Pool, tenantId: string) {
  return withTenant(pool, tenantId, async (tx) =>
    (await tx.db.select().from(assetTypes).orderBy(asc(assetTypes.name))).map(presentAssetType),
  );
}

export function getAssetType(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => presentAssetType(await requireAssetType(tx, id)));
}

async function refuseDuplicateKey(tx: Transaction, key: string, exceptId?: string) {
  const [clash] = await tx.db.select().from(assetTypes).where(eq(assetTypes.key, key)).limit(1);
  if (clash && clash.id !== exceptId) {
    throw new AppError("conflict", `An asset type with key ${key} already exists`, {
      field: "key",
    });
  }
}

export function createAssetType(pool: pg.Pool, tenantId: string, input: AssetTypeInput) {
  return withTenant(pool, tenantId, async (tx) => {
    const key = input.key ?? keyFromName(input.name);
    await refuseDuplicateKey(tx, key);
    const [row] = await tx.db
      .insert(assetTypes)
      .values({ tenantId, key, name: input.name, description: input.description })
      .returning();
    return presentAssetType(row as AssetTypeRow);
  });
}

export function updateAssetType(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: AssetTypeInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const current = await requireAssetType(tx, id);
    const key = input.key ?? current.key;
    await refuseDuplicateKey(tx, key, id);
    const [row] = await tx.db
      .update(assetTypes)
      .set({ key, name: input.name, description: input.description, updatedAt: new Date() })
      .where(eq(assetTypes.id, id))
      .returning();
    return presentAssetType(row as AssetTypeRow);
  });
}

/** Deletes the asset type with its fields, entries and everything else that hangs on it. */
export function deleteAssetType(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireAssetType(tx, id);
    await dropIndexesOf(tx, { assetTypeId: id });
    await tx.db.delete(assetTypes).where(eq(assetTypes.id, id));
  });
}

/** Spec section 7: an entry with every field of the type and no values, for a new-entry form. */
export function emptyEntry(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, id);
    const fields = await fieldsOf(tx, type.id);
    return {
      id: null,
      asset_type_id: type.id,
      values: Object.fromEntries(fields.map((field) => [field.key, null])),
    };
  });
}
