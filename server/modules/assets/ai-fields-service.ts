import { and, asc, eq } from "drizzle-orm";
import type pg from "pg";
import { assetTypeAiFields, assetTypeFields } from "../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { requireAssetType } from "./asset-type-lookup.ts";

/** What the order pipeline uses a field for when it matches customers and products. */
export {
  AI_FIELD_PURPOSES,
  type AiFieldPurpose,
} from "../../contracts/master-data/design-kinds.ts";

import type { AiFieldPurpose } from "../../contracts/master-data/design-kinds.ts";

type Row = typeof assetTypeAiFields.$inferSelect;

function present(row: Row) {
  return {
    id: row.id,
    asset_type_id: row.assetTypeId,
    field_id: row.fieldId,
    purpose: row.purpose as AiFieldPurpose,
  };
}

async function requireAiField(tx: Transaction, assetTypeId: string, id: string) {
  const [row] = isUuid(id)
    ? await tx.db
        .select()
        .from(assetTypeAiFields)
        .where(and(eq(assetTypeAiFields.id, id), eq(assetTypeAiFields.assetTypeId, assetTypeId)))
    : [];
  if (!row) throw notFound("Asset type AI field", id);
  return row;
}

async function checkField(
  tx: Transaction,
  assetTypeId: string,
  fieldId: string,
  purpose: string,
  exceptId?: string,
) {
  const [field] = isUuid(fieldId)
    ? await tx.db
        .select()
        .from(assetTypeFields)
        .where(and(eq(assetTypeFields.id, fieldId), eq(assetTypeFields.assetTypeId, assetTypeId)))
    : [];
  if (!field) throw notFound("Asset type field", fieldId);
  const [clash] = await tx.db
    .select()
    .from(assetTypeAiFields)
    .where(and(eq(assetTypeAiFields.fieldId, fieldId), eq(assetTypeAiFields.purpose, purpose)));
  if (clash && clash.id !== exceptId) {
    throw new AppError("conflict", `${field.label} is already used as ${purpose}`, {
      field: "purpose",
    });
  }
}

export function listAiFields(pool: pg.Pool, tenantId: string, assetTypeId?: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = assetTypeId === undefined ? undefined : await requireAssetType(tx, assetTypeId);
    const rows = await tx.db
      .select()
      .from(assetTypeAiFields)
      .where(type ? eq(assetTypeAiFields.assetTypeId, type.id) : undefined)
      .orderBy(asc(assetTypeAiFields.createdAt));
    return rows.map(present);
  });
}

export function createAiField(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  input: { field_id: string; purpose: AiFieldPurpose },
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await checkField(tx, type.id, input.field_id, input.purpose);
    const [row] = await tx.db
      .insert(assetTypeAiFields)
      .values({ tenantId, assetTypeId: type.id, fieldId: input.field_id, purpose: input.purpose })
      .returning();
    return present(row as Row);
  });
}

export function updateAiField(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  id: string,
  input: { field_id: string; purpose: AiFieldPurpose },
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireAiField(tx, type.id, id);
    await checkField(tx, type.id, input.field_id, input.purpose, id);
    const [row] = await tx.db
      .update(assetTypeAiFields)
      .set({ fieldId: input.field_id, purpose: input.purpose })
      .where(eq(assetTypeAiFields.id, id))
      .returning();
    return present(row as Row);
  });
}

export function deleteAiField(pool: pg.Pool, tenantId: string, assetTypeId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireAiField(tx, type.id, id);
    await tx.db.delete(assetTypeAiFields).where(eq(assetTypeAiFields.id, id));
  });
}
