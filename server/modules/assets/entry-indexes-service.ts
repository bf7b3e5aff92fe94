import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type pg from "pg";
import { assetTypeFields, assetTypeIndexes } from "../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { enqueue } from "../../jobs/queue.ts";
import { requireAssetType } from "./asset-type-lookup.ts";

/** Index kinds of spec section 3. */
export { INDEX_KINDS, type IndexKind } from "../../contracts/master-data/design-kinds.ts";

import type { IndexKind } from "../../contracts/master-data/design-kinds.ts";

export const BUILD_INDEX_JOB = "assets.build-index";
export const DROP_INDEX_JOB = "assets.drop-index";

type Row = typeof assetTypeIndexes.$inferSelect;

function present(row: Row) {
  return {
    id: row.id,
    asset_type_id: row.assetTypeId,
    field_id: row.fieldId,
    kind: row.kind as IndexKind,
    status: row.status as "pending" | "ready" | "failed",
    error: row.error,
  };
}

/** A stable, short PostgreSQL name for the index of one field of one tenant. */
export function indexNameFor(tenantId: string, fieldId: string, kind: IndexKind): string {
  const hash = createHash("sha256")
    .update(`${tenantId}:${fieldId}:${kind}`)
    .digest("hex")
    .slice(0, 24);
  return `asset_entries_${kind === "Full text" ? "fts" : kind === "Unique" ? "uq" : "ix"}_${hash}`;
}

export function listIndexes(pool: pg.Pool, tenantId: string, assetTypeId?: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = assetTypeId === undefined ? undefined : await requireAssetType(tx, assetTypeId);
    const rows = await tx.db
      .select()
      .from(assetTypeIndexes)
      .where(type ? eq(assetTypeIndexes.assetTypeId, type.id) : undefined)
      .orderBy(asc(assetTypeIndexes.createdAt));
    return rows.map(present);
  });
}

/** Records the index and queues its concurrent build in the same transaction. */
export function createIndex(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  input: { field_id: string; kind: IndexKind },
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const [field] = isUuid(input.field_id)
      ? await tx.db
          .select()
          .from(assetTypeFields)
          .where(
            and(eq(assetTypeFields.id, input.field_id), eq(assetTypeFields.assetTypeId, type.id)),
          )
      : [];
    if (!field) throw notFound("Asset type field", input.field_id);
    const [clash] = await tx.db
      .select()
      .from(assetTypeIndexes)
      .where(and(eq(assetTypeIndexes.fieldId, field.id), eq(assetTypeIndexes.kind, input.kind)));
    if (clash)
      throw new AppError("conflict", `${field.label} already has a ${input.kind} index`, {
        field: "kind",
      });
    const [row] = await tx.db
      .insert(assetTypeIndexes)
      .values({
        tenantId,
        assetTypeId: type.id,
        fieldId: field.id,
        kind: input.kind,
        indexName: indexNameFor(tenantId, field.id, input.kind),
      })
      .returning();
    const index = row as Row;
    await enqueue(tx, BUILD_INDEX_JOB, { tenantId, indexId: index.id });
    return present(index);
  });
}

async function requireIndex(tx: Transaction, assetTypeId: string, id: string) {
  const [row] = isUuid(id)
    ? await tx.db
        .select()
        .from(assetTypeIndexes)
        .where(and(eq(assetTypeIndexes.id, id), eq(assetTypeIndexes.assetTypeId, assetTypeId)))
    : [];
  if (!row) throw notFound("Asset type index", id);
  return row;
}

/**
 * Queues the concurrent drop of the database indexes of a field or of a whole asset type, in
 * the transaction that deletes it: their rows go by cascade, the indexes themselves would stay
 * (a Unique one still refusing values of a later field with the same key).
 */
export async function dropIndexesOf(
  tx: Transaction,
  of: { fieldId: string } | { assetTypeId: string },
): Promise<void> {
  const rows = await tx.db
    .select({ indexName: assetTypeIndexes.indexName })
    .from(assetTypeIndexes)
    .where(
      "fieldId" in of
        ? eq(assetTypeIndexes.fieldId, of.fieldId)
        : eq(assetTypeIndexes.assetTypeId, of.assetTypeId),
    );
  for (const { indexName } of rows) await enqueue(tx, DROP_INDEX_JOB, { indexName });
}

/** Forgets the index and queues its concurrent drop. */
export function deleteIndex(pool: pg.Pool, tenantId: string, assetTypeId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const index = await requireIndex(tx, type.id, id);
    await tx.db.delete(assetTypeIndexes).where(eq(assetTypeIndexes.id, id));
    await enqueue(tx, DROP_INDEX_JOB, { indexName: index.indexName });
  });
}
