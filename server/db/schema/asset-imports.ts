import { sql } from "drizzle-orm";
import {
  bigserial,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { assetTypes } from "./assets.ts";
import { bytea } from "./column-types.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/**
 * A file imported into an asset type (docs/decisions/007). The file itself is kept in
 * PostgreSQL in chunks, so any Fennec process can run the import, and read it a chunk at a time.
 */
export const assetImports = pgTable(
  "asset_imports",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    assetTypeId: uuid("asset_type_id").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    format: text("format").notNull(),
    /** CSV only: the character encoding and the delimiter, detected and then as chosen. */
    encoding: text("encoding"),
    delimiter: text("delimiter"),
    /** The header row, and the first rows, to map and check before running. */
    columns: jsonb("columns").$type<string[]>().notNull().default([]),
    preview: jsonb("preview").$type<string[][]>().notNull().default([]),
    /** Per column (by position): the field key it fills, or null to skip it. */
    mapping: jsonb("mapping").$type<Array<string | null>>().notNull().default([]),
    /** The field whose value finds the entry to update; rows without a match are created. */
    matchField: text("match_field"),
    status: text("status").notNull().default("mapping"),
    totalRows: integer("total_rows").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    createdRows: integer("created_rows").notNull().default(0),
    updatedRows: integer("updated_rows").notNull().default(0),
    failedRows: integer("failed_rows").notNull().default(0),
    /** Why the whole import failed, when it did. */
    error: text("error"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: "asset_imports_asset_type",
      columns: [t.tenantId, t.assetTypeId],
      foreignColumns: [assetTypes.tenantId, assetTypes.id],
    }).onDelete("cascade"),
    unique("asset_imports_tenant_id_id").on(t.tenantId, t.id),
    index("asset_imports_tenant_created").on(t.tenantId, t.createdAt),
  ],
);

/** The uploaded file, in order. */
export const assetImportChunks = pgTable(
  "asset_import_chunks",
  {
    tenantId: uuid("tenant_id").notNull(),
    importId: uuid("import_id").notNull(),
    position: integer("position").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    foreignKey({
      name: "asset_import_chunks_import",
      columns: [t.tenantId, t.importId],
      foreignColumns: [assetImports.tenantId, assetImports.id],
    }).onDelete("cascade"),
  ],
);

/** A row the import could not take, with its row number in the file (the header is row 1). */
export const assetImportErrors = pgTable(
  "asset_import_errors",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: bigserial("id", { mode: "number" }).primaryKey(),
    importId: uuid("import_id").notNull(),
    rowNumber: integer("row_number").notNull(),
    field: text("field"),
    message: text("message").notNull(),
  },
  (t) => [
    foreignKey({
      name: "asset_import_errors_import",
      columns: [t.tenantId, t.importId],
      foreignColumns: [assetImports.tenantId, assetImports.id],
    }).onDelete("cascade"),
    index("asset_import_errors_import_row").on(t.importId, t.rowNumber),
  ],
);
