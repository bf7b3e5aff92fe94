import { createReadStream } from "node:fs";
import type pg from "pg";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { RefusedFileError } from "./import-limits.ts";

const CHUNK_BYTES = 1024 * 1024;

/**
 * Copies the uploaded file into PostgreSQL, a megabyte per row, in the caller's transaction.
 * Answers how many bytes it stored: the import's `file_size`, which reading checks.
 */
export async function storeImportFile(
  tx: Transaction,
  tenantId: string,
  importId: string,
  filePath: string,
): Promise<number> {
  let position = 0;
  let bytes = 0;
  for await (const chunk of createReadStream(filePath, { highWaterMark: CHUNK_BYTES })) {
    await tx.client.query(
      "insert into asset_import_chunks (tenant_id, import_id, position, data) values ($1, $2, $3, $4)",
      [tenantId, importId, position++, chunk],
    );
    bytes += (chunk as Buffer).length;
  }
  return bytes;
}

/**
 * The stored copy is not the file that was uploaded (its chunks gone, cut short, one lost). A
 * CSV would read whatever is left as if it were the file, rows cut in half included, so it is
 * refused as a whole; the user still has the file.
 */
export function storedFileDamaged(): RefusedFileError {
  return new RefusedFileError(
    "The stored copy of the file is missing or incomplete; nothing was imported. Upload the file again.",
  );
}

type Stored = { chunks: number; bytes: number; first: number; last: number };

/**
 * The stored file, a chunk at a time: at most one megabyte of it is in memory. Checked against
 * `fileSize` (what was stored) before the first byte is given, so that a damaged copy is refused
 * before a row of it is imported. A chunk that goes while the file is read (nothing deletes one
 * of a running import) is an unexpected error: rows before it may have been imported by then.
 */
export async function* readImportFile(
  pool: pg.Pool,
  tenantId: string,
  importId: string,
  fileSize: number,
): AsyncGenerator<Buffer> {
  const stored = await withTenant(pool, tenantId, async (tx) => {
    // octet_length of a chunk is read from its header: the data itself is not fetched here.
    const { rows } = await tx.client.query<Stored>(
      `select count(*)::int as chunks, coalesce(sum(octet_length(data)), 0)::int as bytes,
              coalesce(max(position), -1) as last, coalesce(min(position), 0) as first
         from asset_import_chunks where import_id = $1`,
      [importId],
    );
    return rows[0] as Stored;
  });
  if (stored.bytes !== fileSize || stored.first !== 0 || stored.last !== stored.chunks - 1) {
    throw storedFileDamaged();
  }
  let read = 0;
  for (let position = 0; position < stored.chunks; position++) {
    const data = await withTenant(pool, tenantId, async (tx) => {
      const { rows } = await tx.client.query<{ data: Buffer }>(
        "select data from asset_import_chunks where import_id = $1 and position = $2",
        [importId, position],
      );
      return rows[0]?.data;
    });
    if (!data) break;
    read += data.length;
    yield data;
  }
  if (read !== fileSize) {
    throw new Error(`The stored file of import ${importId} changed while it was read`);
  }
}
