import { and, asc, eq, max } from "drizzle-orm";
import type pg from "pg";
import type { FieldInput } from "../../contracts/assets/asset-type.ts";
import { assetTypeFields } from "../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { requireAssetType } from "./asset-type-lookup.ts";
import { dropIndexesOf } from "./entry-indexes-service.ts";

type FieldRow = typeof assetTypeFields.$inferSelect;

export function presentField(row: FieldRow) {
  return {
    id: row.id,
    asset_type_id: row.assetTypeId,
    key: row.key,
    label: row.label,
    data_type: row.dataType as FieldInput["data_type"],
    required: row.required,
    options: row.options,
    position: row.position,
  };
}

export function fieldsOf(tx: Transaction, assetTypeId: string) {
  return tx.db
    .select()
    .from(assetTypeFields)
    .where(eq(assetTypeFields.assetTypeId, assetTypeId))
    .orderBy(asc(assetTypeFields.position), asc(assetTypeFields.key));
}

async function requireField(tx: Transaction, assetTypeId: string, fieldId: string) {
  const [row] = isUuid(fieldId)
    ? await tx.db
        .select()
        .from(assetTypeFields)
        .where(and(eq(assetTypeFields.id, fieldId), eq(assetTypeFields.assetTypeId, assetTypeId)))
        .limit(1)
    : [];
  if (!row) throw notFound("Asset type field", fieldId);
  return row;
}

async function refuseDuplicateField(
  tx: Transaction,
  assetTypeId: string,
  key: string,
  exceptId?: string,
) {
  const [clash] = await tx.db
    .select()
    .from(assetTypeFields)
    .where(and(eq(assetTypeFields.assetTypeId, assetTypeId), eq(assetTypeFields.key, key)))
    .limit(1);
  if (clash && clash.id !== exceptId) {
    throw new AppError("conflict", `This asset type already has a field with key ${key}`, {
      field: "key",
    });
  }
}

export function listFields(pool: pg.Pool, tenantId: string, assetTypeId?: string) {
  return withTenant(pool, tenantId, async (tx) => {
    if (assetTypeId === undefined) {
      const rows = await tx.db
        .select()
        .from(assetTypeFields)
        .orderBy(asc(assetTypeFields.position));
      return rows.map(presentField);
    }
    const type = await requireAssetType(tx, assetTypeId);
    return (await fieldsOf(tx, type.id)).map(presentField);
  });
}

export function createField(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  input: FieldInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await refuseDuplicateField(tx, type.id, input.key);
    const [last] = await tx.db
      .select({ position: max(assetTypeFields.position) })
      .from(assetTypeFields)
      .where(eq(assetTypeFields.assetTypeId, type.id));
    const [row] = await tx.db
      .insert(assetTypeFields)
      .values({
        tenantId,
        assetTypeId: type.id,
        key: input.key,
        label: input.label,
        dataType: input.data_type,
        required: input.required,
        options: input.data_type === "enum" ? input.options : [],
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    return presentField(row as FieldRow);
  });
}

export function updateField(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  fieldId: string,
  input: FieldInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const current = await requireField(tx, type.id, fieldId);
    await refuseDuplicateField(tx, type.id, input.key, fieldId);
    if (input.key !== current.key) {
      const indexed = await tx.client.query(
        "select 1 from asset_type_indexes where field_id = $1",
        [fieldId],
      );
      if (indexed.rowCount) {
        throw new AppError(
          "conflict",
          `Remove the indexes of ${current.label} before changing its key`,
          {
            field: "key",
          },
        );
      }
      // Entries keep their values under the new key.
      await tx.client.query(
        `update asset_entries set values = (values - $1::text) || jsonb_build_object($2::text, values -> $1::text)
         where asset_type_id = $3 and values ? $1::text`,
        [current.key, input.key, type.id],
      );
    }
    const [row] = await tx.db
      .update(assetTypeFields)
      .set({
        key: input.key,
        label: input.label,
        dataType: input.data_type,
        required: input.required,
        options: input.data_type === "enum" ? input.options : [],
      })
      .where(eq(assetTypeFields.id, fieldId))
      .returning();
    return presentField(row as FieldRow);
  });
}

/** Deletes the field, and its value from every entry of the type. */
export function deleteField(pool: pg.Pool, tenantId: string, assetTypeId: string, fieldId: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const field = await requireField(tx, type.id, fieldId);
    await tx.client.query(
      "update asset_entries set values = values - $1::text where asset_type_id = $2 and values ? $1::text",
      [field.key, type.id],
    );
    await dropIndexesOf(tx, { fieldId });
    await tx.db.delete(assetTypeFields).where(eq(assetTypeFields.id, fieldId));
  });
}
