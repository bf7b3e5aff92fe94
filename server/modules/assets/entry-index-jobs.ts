import { eq } from "drizzle-orm";
import type pg from "pg";
import { assetTypeFields, assetTypeIndexes } from "../../db/schema/index.ts";
import { withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import type { JobDefinition } from "../../jobs/queue.ts";
import { BUILD_INDEX_JOB, DROP_INDEX_JOB, type IndexKind } from "./entry-indexes-service.ts";

const safeKey = /^[a-z][a-z0-9_]{0,62}$/;
const safeIndexName = /^asset_entries_(ix|uq|fts)_[0-9a-f]{24}$/;

/**
 * The DDL of an entry index: a partial expression index on asset_entries for one tenant and
 * asset type. Ids and keys are checked before they are written into the statement (DDL takes
 * no parameters).
 */
export function indexStatement(index: {
  indexName: string;
  kind: IndexKind;
  tenantId: string;
  assetTypeId: string;
  fieldKey: string;
}): string {
  if (!safeIndexName.test(index.indexName) || !safeKey.test(index.fieldKey))
    throw new Error("Unsafe index");
  if (!isUuid(index.tenantId) || !isUuid(index.assetTypeId)) throw new Error("Unsafe index");
  const value = `("values" ->> '${index.fieldKey}')`;
  const where = `where tenant_id = '${index.tenantId}' and asset_type_id = '${index.assetTypeId}'`;
  if (index.kind === "Full text") {
    return `create index concurrently if not exists ${index.indexName} on asset_entries using gin (to_tsvector('simple', ${value})) ${where}`;
  }
  const unique = index.kind === "Unique" ? "unique " : "";
  return `create ${unique}index concurrently if not exists ${index.indexName} on asset_entries (${value}) ${where}`;
}

/**
 * Builds and drops entry indexes CONCURRENTLY with the owner login, so writers are never locked
 * out for long, and records the outcome on the index (ready, or failed with the reason).
 */
export function entryIndexJobs(database: {
  appPool: pg.Pool;
  ownerPool: pg.Pool;
}): JobDefinition[] {
  const build: JobDefinition<{ tenantId: string; indexId: string }> = {
    name: BUILD_INDEX_JOB,
    retryLimit: 3,
    handle: async ({ tenantId, indexId }) => {
      const index = await withTenant(database.appPool, tenantId, async (tx) => {
        const [row] = await tx.db
          .select({
            indexName: assetTypeIndexes.indexName,
            kind: assetTypeIndexes.kind,
            assetTypeId: assetTypeIndexes.assetTypeId,
            fieldKey: assetTypeFields.key,
            fieldLabel: assetTypeFields.label,
          })
          .from(assetTypeIndexes)
          .innerJoin(assetTypeFields, eq(assetTypeFields.id, assetTypeIndexes.fieldId))
          .where(eq(assetTypeIndexes.id, indexId));
        return row;
      });
      if (!index) return; // deleted before it was built
      const setStatus = (status: string, error: string | null) =>
        withTenant(database.appPool, tenantId, (tx) =>
          tx.db
            .update(assetTypeIndexes)
            .set({ status, error })
            .where(eq(assetTypeIndexes.id, indexId)),
        );
      try {
        await database.ownerPool.query(
          indexStatement({ ...index, kind: index.kind as IndexKind, tenantId }),
        );
        await setStatus("ready", null);
      } catch (error) {
        // A failed concurrent build leaves an invalid index behind.
        await database.ownerPool.query(`drop index concurrently if exists ${index.indexName}`);
        const code = (error as { code?: string }).code;
        await setStatus(
          "failed",
          code === "23505"
            ? `${index.fieldLabel} has values that occur more than once`
            : String(error),
        );
      }
    },
  };
  const drop: JobDefinition<{ indexName: string }> = {
    name: DROP_INDEX_JOB,
    retryLimit: 3,
    handle: async ({ indexName }) => {
      if (!safeIndexName.test(indexName)) throw new Error("Unsafe index");
      await database.ownerPool.query(`drop index concurrently if exists ${indexName}`);
    },
  };
  return [build, drop] as JobDefinition[];
}
