import { eq } from "drizzle-orm";
import { assetTypes } from "../../db/schema/index.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { notFound } from "../../http/app-error.ts";

export type AssetTypeRow = typeof assetTypes.$inferSelect;

/** The asset type of the transaction's tenant, or the spec's 'not found' (also for others'). */
export async function requireAssetType(tx: Transaction, id: string): Promise<AssetTypeRow> {
  const [row] = isUuid(id)
    ? await tx.db.select().from(assetTypes).where(eq(assetTypes.id, id)).limit(1)
    : [];
  if (!row) throw notFound("Asset type", id);
  return row;
}
