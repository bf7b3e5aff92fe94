import { and, eq } from "drizzle-orm";
import type pg from "pg";
import { assetImports } from "../../../db/schema/index.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import type { JobDefinition } from "../../../jobs/queue.ts";
import { fieldsOf } from "../asset-type-fields-service.ts";
import { ImportBatchWriter } from "./import-batch-writer.ts";
import { readImportFile } from "./import-file-store.ts";
import { type FileEncoding, RefusedFileError } from "./import-limits.ts";
import { isBlankRow } from "./inspect-rows.ts";
import { logImportOutcome } from "./log-import-outcome.ts";
import { type FileFormat, readRows, type TabularRow } from "./tabular-rows.ts";

export const RUN_IMPORT_JOB = "assets.run-import";

/** Rows written per transaction: progress shows after each, and a crash keeps what was written. */
const BATCH_ROWS = 500;

/** Runs a started import. Not retried: a second run would repeat rows that were written. */
export function runImportJob(pool: pg.Pool): JobDefinition {
  const job: JobDefinition<{ tenantId: string; importId: string }> = {
    name: RUN_IMPORT_JOB,
    retryLimit: 0,
    handle: ({ tenantId, importId }) => runImport(pool, tenantId, importId),
  };
  return job as JobDefinition;
}

export async function runImport(pool: pg.Pool, tenantId: string, importId: string) {
  const started = await withTenant(pool, tenantId, async (tx) => {
    const [row] = await tx.db
      .update(assetImports)
      .set({ status: "running", startedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(assetImports.id, importId), eq(assetImports.status, "queued")))
      .returning();
    return row ? { row, fields: await fieldsOf(tx, row.assetTypeId) } : null;
  });
  if (!started) return; // deleted, or run already
  const { row, fields } = started;
  const finish = (status: "completed" | "failed", error: string | null) =>
    withTenant(pool, tenantId, async (tx) => {
      await tx.db
        .update(assetImports)
        .set({ status, error, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(assetImports.id, importId));
      await logImportOutcome(tx, row, status, error);
    });
  try {
    const writer = await ImportBatchWriter.open(pool, tenantId, row, fields);
    const rows = readRows(readImportFile(pool, tenantId, importId, row.fileSize), {
      format: row.format as FileFormat,
      encoding: (row.encoding ?? "UTF-8") as FileEncoding,
      delimiter: row.delimiter ?? ",",
    });
    let batch: TabularRow[] = [];
    let header = true;
    for await (const tabular of rows) {
      if (isBlankRow(tabular.cells)) continue;
      if (header) {
        header = false;
        continue;
      }
      batch.push(tabular);
      if (batch.length === BATCH_ROWS) {
        await writer.write(batch);
        batch = [];
      }
    }
    if (batch.length) await writer.write(batch);
    await finish("completed", null);
  } catch (error) {
    await finish(
      "failed",
      error instanceof RefusedFileError
        ? error.message
        : "The import stopped because of an unexpected error; the rows before it were imported.",
    );
    if (!(error instanceof RefusedFileError)) throw error;
  }
}
