import { and, asc, eq } from "drizzle-orm";
import type pg from "pg";
import { assetTypeRelationships } from "../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError } from "../../http/app-error.ts";
import { requireAssetType } from "./asset-type-lookup.ts";

/** Relation kinds of spec section 3. */
export { RELATION_KINDS, type RelationKind } from "../../contracts/master-data/design-kinds.ts";

import type { RelationKind } from "../../contracts/master-data/design-kinds.ts";

export type RelationshipInput = {
  kind: RelationKind;
  target_asset_type_id: string;
  key: string;
  label: string;
  inverse_label: string;
};

type Row = typeof assetTypeRelationships.$inferSelect;

function present(row: Row) {
  return {
    id: row.id,
    asset_type_id: row.assetTypeId,
    kind: row.kind as RelationKind,
    target_asset_type_id: row.targetAssetTypeId,
    key: row.key,
    label: row.label,
    inverse_label: row.inverseLabel,
  };
}

/** Spec section 8 words this 'not found' differently from the others. */
function relationshipNotFound(id: string) {
  return new AppError("not_found", `Asset type relationship not found with id: ${id}`);
}

async function requireRelationship(tx: Transaction, assetTypeId: string, id: string) {
  const [row] = isUuid(id)
    ? await tx.db
        .select()
        .from(assetTypeRelationships)
        .where(
          and(
            eq(assetTypeRelationships.id, id),
            eq(assetTypeRelationships.assetTypeId, assetTypeId),
          ),
        )
    : [];
  if (!row) throw relationshipNotFound(id);
  return row;
}

async function checkInput(
  tx: Transaction,
  assetTypeId: string,
  input: RelationshipInput,
  exceptId?: string,
) {
  await requireAssetType(tx, input.target_asset_type_id);
  const [clash] = await tx.db
    .select()
    .from(assetTypeRelationships)
    .where(
      and(
        eq(assetTypeRelationships.assetTypeId, assetTypeId),
        eq(assetTypeRelationships.key, input.key),
      ),
    );
  if (clash && clash.id !== exceptId) {
    throw new AppError(
      "conflict",
      `This asset type already has a relationship with key ${input.key}`,
      {
        field: "key",
      },
    );
  }
}

export function listRelationships(pool: pg.Pool, tenantId: string, assetTypeId?: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = assetTypeId === undefined ? undefined : await requireAssetType(tx, assetTypeId);
    const rows = await tx.db
      .select()
      .from(assetTypeRelationships)
      .where(type ? eq(assetTypeRelationships.assetTypeId, type.id) : undefined)
      .orderBy(asc(assetTypeRelationships.key));
    return rows.map(present);
  });
}

export function createRelationship(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  input: RelationshipInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await checkInput(tx, type.id, input);
    const [row] = await tx.db
      .insert(assetTypeRelationships)
      .values({
        tenantId,
        assetTypeId: type.id,
        kind: input.kind,
        targetAssetTypeId: input.target_asset_type_id,
        key: input.key,
        label: input.label,
        inverseLabel: input.inverse_label,
      })
      .returning();
    return present(row as Row);
  });
}

export function updateRelationship(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  id: string,
  input: RelationshipInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireRelationship(tx, type.id, id);
    await checkInput(tx, type.id, input, id);
    const [row] = await tx.db
      .update(assetTypeRelationships)
      .set({
        kind: input.kind,
        targetAssetTypeId: input.target_asset_type_id,
        key: input.key,
        label: input.label,
        inverseLabel: input.inverse_label,
      })
      .where(eq(assetTypeRelationships.id, id))
      .returning();
    return present(row as Row);
  });
}

export function deleteRelationship(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  id: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireRelationship(tx, type.id, id);
    await tx.db.delete(assetTypeRelationships).where(eq(assetTypeRelationships.id, id));
  });
}
