import { stat } from "node:fs/promises";
import { and, count, desc, eq } from "drizzle-orm";
import type pg from "pg";
import type { ImportChanges } from "../../../contracts/imports/asset-import.ts";
import type { ImportStatus } from "../../../contracts/imports/import-statuses.ts";
import { assetImportErrors, assetImports, assetTypes } from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../../http/paging.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { fieldsOf } from "../asset-type-fields-service.ts";
import { requireAssetType } from "../asset-type-lookup.ts";
import { mapColumnsToFields } from "./column-mapping.ts";
import { whyImportCannotStart } from "./import-cannot-start.ts";
import { readImportFile, storeImportFile } from "./import-file-store.ts";
import { type FileEncoding, RefusedFileError } from "./import-limits.ts";
import { inspectImportFile } from "./inspect-import-file.ts";
import { inspectRows } from "./inspect-rows.ts";
import { defaultMatchField } from "./match-field.ts";
import { RUN_IMPORT_JOB } from "./run-import-job.ts";
import type { FileFormat } from "./tabular-rows.ts";

type ImportRow = typeof assetImports.$inferSelect;

export function presentImport(row: ImportRow, assetTypeName: string) {
  return {
    id: row.id,
    asset_type_id: row.assetTypeId,
    asset_type_name: assetTypeName,
    file_name: row.fileName,
    file_size: row.fileSize,
    format: row.format as FileFormat,
    encoding: row.encoding as FileEncoding | null,
    delimiter: row.delimiter,
    columns: row.columns,
    preview: row.preview,
    mapping: row.mapping,
    match_field: row.matchField,
    status: row.status as ImportStatus,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created_rows: row.createdRows,
    updated_rows: row.updatedRows,
    failed_rows: row.failedRows,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

const importWithTypeName = (tx: Transaction) =>
  tx.db
    .select({ row: assetImports, assetTypeName: assetTypes.name })
    .from(assetImports)
    .innerJoin(assetTypes, eq(assetTypes.id, assetImports.assetTypeId));

async function requireImport(tx: Transaction, importId: string) {
  const [found] = isUuid(importId)
    ? await importWithTypeName(tx).where(eq(assetImports.id, importId)).limit(1)
    : [];
  if (!found) throw notFound("Import", importId);
  return found;
}

/**
 * Takes an uploaded file: checks and reads it once (refusing what it cannot import), stores it,
 * and maps its columns to the asset type's fields. The import then waits for the user to start.
 * Its `file_size` is the size of the file as stored, which the run checks the stored copy by.
 */
export async function createImport(
  pool: pg.Pool,
  tenantId: string,
  userId: string | null,
  upload: { assetTypeId: string; fileName: string; filePath: string },
) {
  const type = await withTenant(pool, tenantId, (tx) => requireAssetType(tx, upload.assetTypeId));
  const inspection = await inspectImportFile(upload.filePath);
  const fileSize = (await stat(upload.filePath)).size;
  return withTenant(pool, tenantId, async (tx) => {
    const fields = await fieldsOf(tx, type.id);
    // A file no mapping could import is refused with the others, before it is kept.
    const cannotStart = whyImportCannotStart(type.name, inspection.columns.length, fields);
    if (cannotStart) throw new RefusedFileError(cannotStart);
    const mapping = mapColumnsToFields(inspection.columns, fields);
    const [row] = await tx.db
      .insert(assetImports)
      .values({
        tenantId,
        assetTypeId: type.id,
        fileName: upload.fileName,
        fileSize,
        format: inspection.format,
        encoding: inspection.encoding,
        delimiter: inspection.delimiter,
        columns: inspection.columns,
        preview: inspection.preview,
        mapping,
        matchField: await defaultMatchField(tx, type.id, mapping),
        totalRows: inspection.totalRows,
        createdBy: userId,
      })
      .returning();
    const created = row as ImportRow;
    const stored = await storeImportFile(tx, tenantId, created.id, upload.filePath);
    if (stored !== fileSize) throw new Error(`${upload.filePath} changed while it was stored`);
    return presentImport(created, type.name);
  });
}

export function listImports(
  pool: pg.Pool,
  tenantId: string,
  query: PageQuery & { asset_type_id?: string },
  path: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const where =
      query.asset_type_id && isUuid(query.asset_type_id)
        ? eq(assetImports.assetTypeId, query.asset_type_id)
        : query.asset_type_id
          ? eq(assetImports.id, "00000000-0000-0000-0000-000000000000")
          : undefined;
    const [total] = await tx.db.select({ value: count() }).from(assetImports).where(where);
    const rows = await importWithTypeName(tx)
      .where(where)
      .orderBy(desc(assetImports.createdAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return {
      data: rows.map(({ row, assetTypeName }) => presentImport(row, assetTypeName)),
      meta: pageMeta(path, query, total?.value ?? 0, rows.length),
    };
  });
}

/** One import with its row errors (the first thousand are kept), in row order. */
export function getImport(pool: pg.Pool, tenantId: string, importId: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const { row, assetTypeName } = await requireImport(tx, importId);
    const errors = await tx.db
      .select({
        row: assetImportErrors.rowNumber,
        field: assetImportErrors.field,
        message: assetImportErrors.message,
      })
      .from(assetImportErrors)
      .where(eq(assetImportErrors.importId, row.id))
      .orderBy(assetImportErrors.rowNumber, assetImportErrors.id);
    return { ...presentImport(row, assetTypeName), errors };
  });
}

function refuse(path: Array<string | number>, message: string): never {
  throw new AppError("validation_failed", "Validation or transformation failed", [
    { path, message },
  ]);
}

/** Why an import that is no longer waiting for its mapping cannot be changed. */
function notChangeable(status: string): AppError {
  return new AppError(
    "conflict",
    status === "refused"
      ? "This import was refused and cannot be changed"
      : "This import has already been started and cannot be changed",
  );
}

/**
 * Changes an import that has not started: another encoding or delimiter (the file is read again
 * and its columns mapped anew), the mapping, the field rows are matched on; `start` runs it.
 * A mapping that is refused leaves the import waiting for another; an import that no mapping
 * can start any more (its asset type changed since the upload) is marked refused, for good.
 */
export async function updateImport(
  pool: pg.Pool,
  tenantId: string,
  importId: string,
  changes: ImportChanges,
) {
  const current = await withTenant(pool, tenantId, (tx) => requireImport(tx, importId));
  if (current.row.status !== "mapping") throw notChangeable(current.row.status);
  const rereading =
    current.row.format === "csv" &&
    ((changes.encoding && changes.encoding !== current.row.encoding) ||
      (changes.delimiter && changes.delimiter !== current.row.delimiter));
  if (current.row.format !== "csv" && (changes.encoding || changes.delimiter)) {
    refuse(["encoding"], "Only a CSV file has an encoding and a delimiter");
  }
  // Read another way, a file may break a limit it kept before (a delimiter that splits a row
  // into too many columns): refused like an upload, and the import stays as it was.
  const reread = rereading
    ? await inspectRows(readImportFile(pool, tenantId, importId, current.row.fileSize), {
        format: "csv",
        encoding: changes.encoding ?? (current.row.encoding as FileEncoding),
        delimiter: changes.delimiter ?? (current.row.delimiter as string),
      }).catch((error: unknown) => {
        if (error instanceof RefusedFileError) refuse(["file"], error.message);
        throw error;
      })
    : null;

  const outcome = await withTenant(pool, tenantId, async (tx) => {
    const { row } = await requireImport(tx, importId);
    const fields = await fieldsOf(tx, row.assetTypeId);
    const columns = reread?.columns ?? row.columns;
    const cannotStart = whyImportCannotStart(current.assetTypeName, columns.length, fields);
    // Read another way, the columns may be too few: that reading is refused, the import kept.
    if (cannotStart && reread) refuse(["file"], cannotStart);
    if (cannotStart) {
      await markRefused(tx, row.id, cannotStart);
      return { refused: cannotStart } as const;
    }
    const mapping =
      changes.mapping && !reread
        ? checkMapping(changes.mapping, columns, fields)
        : reread
          ? mapColumnsToFields(columns, fields)
          : row.mapping;
    const matchField =
      changes.match_field !== undefined
        ? changes.match_field
        : reread || changes.mapping
          ? await defaultMatchField(tx, row.assetTypeId, mapping)
          : row.matchField;
    if (matchField !== null && !mapping.includes(matchField)) {
      refuse(["match_field"], "Rows can only be matched on a field that a column fills");
    }
    if (changes.start) checkReadyToRun(mapping, fields);
    const [updated] = await tx.db
      .update(assetImports)
      .set({
        encoding: changes.encoding ?? row.encoding,
        delimiter: changes.delimiter ?? row.delimiter,
        columns,
        preview: reread?.preview ?? row.preview,
        totalRows: reread?.totalRows ?? row.totalRows,
        mapping,
        matchField,
        status: changes.start ? "queued" : row.status,
        updatedAt: new Date(),
      })
      .where(and(eq(assetImports.id, row.id), eq(assetImports.status, "mapping")))
      .returning();
    if (!updated) throw notChangeable("queued");
    if (changes.start) await enqueue(tx, RUN_IMPORT_JOB, { tenantId, importId: row.id });
    return { updated: presentImport(updated, current.assetTypeName) } as const;
  });
  // Refused once its status is stored (a refusal thrown inside would roll it back).
  if (outcome.refused !== undefined) refuse(["mapping"], outcome.refused);
  return outcome.updated;
}

/** The import can never start: it ends, refused, with the reason. */
async function markRefused(tx: Transaction, importId: string, reason: string) {
  const now = new Date();
  await tx.db
    .update(assetImports)
    .set({ status: "refused", error: reason, finishedAt: now, updatedAt: now })
    .where(and(eq(assetImports.id, importId), eq(assetImports.status, "mapping")));
}

function checkMapping(
  mapping: ReadonlyArray<string | null>,
  columns: readonly string[],
  fields: ReadonlyArray<{ key: string }>,
): Array<string | null> {
  if (mapping.length !== columns.length) {
    refuse(
      ["mapping"],
      `The mapping must name a field (or none) for each of the ${columns.length} columns`,
    );
  }
  const known = new Set(fields.map((field) => field.key));
  const seen = new Set<string>();
  mapping.forEach((key, index) => {
    if (key === null) return;
    if (!known.has(key)) refuse(["mapping", index], `${columns[index]}: there is no field ${key}`);
    if (seen.has(key))
      refuse(["mapping", index], `${columns[index]}: ${key} is filled by another column already`);
    seen.add(key);
  });
  return [...mapping];
}

function checkReadyToRun(
  mapping: ReadonlyArray<string | null>,
  fields: ReadonlyArray<{ key: string; label: string; required: boolean }>,
) {
  if (!mapping.some((key) => key !== null))
    refuse(["mapping"], "Map at least one column to a field");
  const missing = fields.filter((field) => field.required && !mapping.includes(field.key));
  if (missing.length) {
    refuse(
      ["mapping"],
      `Required fields need a column: ${missing.map((field) => field.label).join(", ")}`,
    );
  }
}

/** Removes an import and its file and errors; the entries it made stay. */
export function deleteImport(pool: pg.Pool, tenantId: string, importId: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const { row } = await requireImport(tx, importId);
    if (row.status === "running" || row.status === "queued") {
      throw new AppError("conflict", "An import cannot be deleted while it runs");
    }
    await tx.db.delete(assetImports).where(eq(assetImports.id, row.id));
  });
}
