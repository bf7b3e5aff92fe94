import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { assetImportErrors, assetImports } from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import { explainUniqueViolation } from "../asset-entries-service.ts";
import { validateEntryValues } from "../entry-values.ts";
import { IMPORT_LIMITS } from "./import-limits.ts";
import { matchValueOf } from "./match-field.ts";
import type { TabularRow } from "./tabular-rows.ts";

type Field = { key: string; label: string; dataType: string; required: boolean; options: string[] };
type ImportSettings = {
  id: string;
  assetTypeId: string;
  mapping: Array<string | null>;
  matchField: string | null;
};
type RowError = { rowNumber: number; field: string | null; message: string };

/** One write: a new entry, or an existing one with its new values; the rows that make it up. */
type Write = {
  kind: "insert" | "update";
  id: string;
  values: Record<string, unknown>;
  matchValue: string | null;
  rows: number[];
};

/**
 * Writes an import's rows a batch at a time, each batch in one transaction: rows are checked
 * like entries made by hand, matched on the import's match field (to entries already there or
 * earlier in the file), and inserted or updated with one statement each. Should PostgreSQL
 * refuse the batch (a Unique index), it is written again row by row to find the culprits.
 */
export class ImportBatchWriter {
  private storedErrors: number;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly tenantId: string,
    private readonly settings: ImportSettings,
    private readonly fields: readonly Field[],
    /** Entry ids by match value: the type's entries, and those this import has created. */
    private readonly existing: Map<string, string>,
    storedErrors: number,
  ) {
    this.storedErrors = storedErrors;
  }

  static async open(
    pool: pg.Pool,
    tenantId: string,
    settings: ImportSettings,
    fields: readonly Field[],
  ): Promise<ImportBatchWriter> {
    const existing = new Map<string, string>();
    if (settings.matchField) {
      await withTenant(pool, tenantId, async (tx) => {
        const { rows } = await tx.client.query<{ id: string; match: string | null }>(
          "select id, values ->> $2 as match from asset_entries where asset_type_id = $1",
          [settings.assetTypeId, settings.matchField],
        );
        for (const row of rows) if (row.match !== null) existing.set(row.match, row.id);
      });
    }
    return new ImportBatchWriter(pool, tenantId, settings, fields, existing, 0);
  }

  async write(batch: readonly TabularRow[]): Promise<void> {
    await withTenant(this.pool, this.tenantId, async (tx) => {
      const errors: RowError[] = [];
      const writes = await this.plan(tx, batch, errors);
      const written = await this.apply(tx, writes, errors);
      for (const write of written) {
        if (write.matchValue !== null) this.existing.set(write.matchValue, write.id);
      }
      let created = 0;
      let updated = 0;
      for (const write of written) {
        created += write.kind === "insert" ? 1 : 0;
        updated += write.rows.length - (write.kind === "insert" ? 1 : 0);
      }
      const failedRows = new Set(errors.map((error) => error.rowNumber)).size;
      await tx.db
        .update(assetImports)
        .set({
          processedRows: sql`${assetImports.processedRows} + ${batch.length}`,
          createdRows: sql`${assetImports.createdRows} + ${created}`,
          updatedRows: sql`${assetImports.updatedRows} + ${updated}`,
          failedRows: sql`${assetImports.failedRows} + ${failedRows}`,
          updatedAt: new Date(),
        })
        .where(eq(assetImports.id, this.settings.id));
      await this.storeErrors(tx, errors);
    });
  }

  /** Turns rows into writes; rows with bad values become errors and are left out. */
  private async plan(tx: Transaction, batch: readonly TabularRow[], errors: RowError[]) {
    const rows = batch.map((row) => ({ rowNumber: row.rowNumber, values: this.valuesOf(row) }));
    const matchOf = (values: Record<string, unknown>) => this.matchValueOf(values);
    const currentValues = await this.currentValues(
      tx,
      rows.flatMap((row) => {
        const id = this.existing.get(matchOf(row.values) ?? "");
        return id ? [id] : [];
      }),
    );
    const writes: Write[] = [];
    const byMatch = new Map<string, Write>();
    for (const row of rows) {
      const matchValue = matchOf(row.values);
      const earlier = matchValue === null ? undefined : byMatch.get(matchValue);
      const existingId = matchValue === null ? undefined : this.existing.get(matchValue);
      const base =
        earlier?.values ?? (existingId ? currentValues.get(existingId) : undefined) ?? {};
      let values: Record<string, unknown>;
      try {
        values = validateEntryValues(this.fields, { ...base, ...row.values });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        for (const issue of error.details as Array<{ path: string[]; message: string }>) {
          errors.push({
            rowNumber: row.rowNumber,
            field: issue.path[1] ?? null,
            message: issue.message,
          });
        }
        continue;
      }
      if (earlier) {
        earlier.values = values;
        earlier.rows.push(row.rowNumber);
        continue;
      }
      const write: Write = {
        kind: existingId ? "update" : "insert",
        id: existingId ?? randomUUID(),
        values,
        matchValue,
        rows: [row.rowNumber],
      };
      writes.push(write);
      if (matchValue !== null) byMatch.set(matchValue, write);
    }
    return writes;
  }

  /** The row's mapped, non-empty cells: an empty cell leaves an existing value as it is. */
  private valuesOf(row: TabularRow): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    this.settings.mapping.forEach((key, index) => {
      const cell = row.cells[index];
      if (key && cell !== undefined && cell.trim() !== "") values[key] = cell;
    });
    return values;
  }

  private matchValueOf(values: Record<string, unknown>): string | null {
    return matchValueOf(
      this.fields.find((candidate) => candidate.key === this.settings.matchField),
      values,
    );
  }

  private async currentValues(tx: Transaction, ids: string[]) {
    const values = new Map<string, Record<string, unknown>>();
    if (!ids.length) return values;
    const { rows } = await tx.client.query<{ id: string; values: Record<string, unknown> }>(
      "select id, values from asset_entries where id = any($1::uuid[])",
      [ids],
    );
    for (const row of rows) values.set(row.id, row.values);
    return values;
  }

  /** All writes at once; if PostgreSQL refuses that, one at a time. Returns those written. */
  private async apply(tx: Transaction, writes: Write[], errors: RowError[]): Promise<Write[]> {
    if (!writes.length) return [];
    await tx.client.query("savepoint import_batch");
    try {
      await this.insert(
        tx,
        writes.filter((write) => write.kind === "insert"),
      );
      await this.update(
        tx,
        writes.filter((write) => write.kind === "update"),
      );
      await tx.client.query("release savepoint import_batch");
      return writes;
    } catch (error) {
      await tx.client.query("rollback to savepoint import_batch");
      if ((error as { code?: string }).code !== "23505") throw error;
    }
    const written: Write[] = [];
    for (const write of writes) {
      await tx.client.query("savepoint import_row");
      try {
        await (write.kind === "insert" ? this.insert(tx, [write]) : this.update(tx, [write]));
        await tx.client.query("release savepoint import_row");
        written.push(write);
      } catch (error) {
        await tx.client.query("rollback to savepoint import_row");
        const explained = await explainUniqueViolation(tx, error, write.values);
        if (!(explained instanceof AppError)) throw error;
        const field = (explained.details as { field?: string } | undefined)?.field ?? null;
        for (const rowNumber of write.rows)
          errors.push({ rowNumber, field, message: explained.message });
      }
    }
    return written;
  }

  private async insert(tx: Transaction, writes: Write[]) {
    if (!writes.length) return;
    await tx.client.query(
      `insert into asset_entries (tenant_id, asset_type_id, id, values)
       select $1, $2, (item.value ->> 'id')::uuid, item.value -> 'values'
       from jsonb_array_elements($3::jsonb) as item(value)`,
      [this.tenantId, this.settings.assetTypeId, JSON.stringify(writes)],
    );
  }

  private async update(tx: Transaction, writes: Write[]) {
    if (!writes.length) return;
    await tx.client.query(
      `update asset_entries as entry set values = item.values, updated_at = now()
       from unnest($1::uuid[], $2::jsonb[]) as item(id, values)
       where entry.id = item.id`,
      [writes.map((write) => write.id), writes.map((write) => JSON.stringify(write.values))],
    );
  }

  private async storeErrors(tx: Transaction, errors: RowError[]) {
    const room = IMPORT_LIMITS.maxStoredErrors - this.storedErrors;
    const kept = errors.slice(0, Math.max(0, room));
    if (!kept.length) return;
    this.storedErrors += kept.length;
    await tx.db.insert(assetImportErrors).values(
      kept.map((error) => ({
        tenantId: this.tenantId,
        importId: this.settings.id,
        rowNumber: error.rowNumber,
        field: error.field,
        message: error.message,
      })),
    );
  }
}
