import { createReadStream } from "node:fs";
import type pg from "pg";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";

const CHUNK_BYTES = 1024 * 1024;

/** Copies the uploaded file into PostgreSQL, a megabyte per row, in the caller's transaction. */
export async function storeImportFile(
  tx: Transaction,
  tenantId: string,
  importId: string,
  filePath: string,
): Promise<void> {
  let position = 0;
  for await (const chunk of createReadStream(filePath, { highWaterMark: CHUNK_BYTES })) {
    await tx.client.query(
      "insert into asset_import_chunks (tenant_id, import_id, position, data) values ($1, $2, $3, $4)",
      [tenantId, importId, position++, chunk],
    );
  }
}

/** The stored file, a chunk at a time: at most one megabyte of it is in memory. */
export async function* readImportFile(
  pool: pg.Pool,
  tenantId: string,
  importId: string,
): AsyncGenerator<Buffer> {
  for (let position = 0; ; position++) {
    const data = await withTenant(pool, tenantId, async (tx) => {
      const { rows } = await tx.client.query<{ data: Buffer }>(
        "select data from asset_import_chunks where import_id = $1 and position = $2",
        [importId, position],
      );
      return rows[0]?.data;
    });
    if (!data) return;
    yield data;
  }
}
