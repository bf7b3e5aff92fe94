import path from "node:path";
import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { createImport, updateImport } from "./asset-imports-service.ts";
import { runImport } from "./run-import-job.ts";

/**
 * Imports a file into the asset type with `typeKey`, with the automatic mapping, in this
 * process: for scratch tenants (the extraction evaluation) and tests, through the same code as
 * an upload on the imports screen.
 */
export async function importFileIntoType(
  pool: pg.Pool,
  tenantId: string,
  typeKey: string,
  filePath: string,
): Promise<void> {
  const typeId = await withTenant(pool, tenantId, async (tx) => {
    const { rows } = await tx.client.query<{ id: string }>(
      "select id from asset_types where key = $1",
      [typeKey],
    );
    return rows[0]?.id as string;
  });
  const draft = await createImport(pool, tenantId, null, {
    assetTypeId: typeId,
    fileName: path.basename(filePath),
    filePath,
  });
  await updateImport(pool, tenantId, draft.id, { start: true });
  await runImport(pool, tenantId, draft.id);
}
