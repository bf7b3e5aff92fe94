import { and, eq, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { assetEntries } from "../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../http/paging.ts";
import { fieldsOf } from "./asset-type-fields-service.ts";
import { requireAssetType } from "./asset-type-lookup.ts";
import { defaultSortField } from "./default-entry-order.ts";
import { entryLinks, setEntryLinks } from "./entry-links.ts";
import { validateEntryValues } from "./entry-values.ts";
import { type FieldDataType, parseFieldValue } from "./field-data-types.ts";

type EntryRow = typeof assetEntries.$inferSelect;

export type EntryQuery = PageQuery & {
  search?: string;
  sort?: string;
  order?: "asc" | "desc";
  filters?: Record<string, string>;
};

const numericTypes = new Set(["integer", "decimal", "accuracy"]);

export function presentEntry(row: EntryRow) {
  return {
    id: row.id,
    asset_type_id: row.assetTypeId,
    values: row.values,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function requireEntry(tx: Transaction, assetTypeId: string, entryId: string) {
  const [row] = isUuid(entryId)
    ? await tx.db
        .select()
        .from(assetEntries)
        .where(and(eq(assetEntries.id, entryId), eq(assetEntries.assetTypeId, assetTypeId)))
        .limit(1)
    : [];
  if (!row) throw notFound("Entry", entryId);
  return row;
}

/**
 * Search: a substring of any value, or, on fields with a ready Full text index, the words of a
 * PostgreSQL full-text query (written like the index, so the index can serve it).
 */
async function searchCondition(tx: Transaction, assetTypeId: string, search: string): Promise<SQL> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await tx.client.query<{ key: string }>(
    `select f.key from asset_type_indexes i join asset_type_fields f on f.id = i.field_id
     where i.asset_type_id = $1 and i.kind = 'Full text' and i.status = 'ready'`,
    [assetTypeId],
  );
  const words = rows
    .filter((row) => /^[a-z][a-z0-9_]{0,62}$/.test(row.key))
    .map(
      (row) =>
        sql`to_tsvector('simple', ${assetEntries.values} ->> ${sql.raw(`'${row.key}'`)}) @@ plainto_tsquery('simple', ${search})`,
    );
  const either = sql.join(
    [
      // All values in one text, a line each, with a trigram index (migrations 0008, 0009).
      sql`${assetEntries.searchText} ilike ${pattern}`,
      ...words,
    ],
    sql` or `,
  );
  return sql`(${either})`;
}

/**
 * Entries of one asset type: search over every value, filters per field, sort by a field (by
 * default the type's name or code field, so the order is the same every time).
 */
export function listEntries(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  query: EntryQuery,
  path: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const fields = await fieldsOf(tx, type.id);
    // The tenant again, beside row-level security: the partial entry indexes name it.
    const conditions: SQL[] = [
      eq(assetEntries.tenantId, tenantId),
      eq(assetEntries.assetTypeId, type.id),
    ];
    if (query.search?.trim())
      conditions.push(await searchCondition(tx, type.id, query.search.trim()));

    for (const [key, raw] of Object.entries(query.filters ?? {})) {
      const field = fields.find((candidate) => candidate.key === key);
      if (!field)
        throw new AppError("bad_request", `Cannot filter on ${key}: there is no such field`);
      const parsed = parseFieldValue(
        { key, dataType: field.dataType as FieldDataType, options: field.options },
        raw,
      );
      if (!parsed.ok)
        throw new AppError("bad_request", `Cannot filter on ${field.label}: it ${parsed.message}`);
      conditions.push(
        Array.isArray(parsed.value)
          ? sql`${assetEntries.values} -> ${key} ?| ${parsed.value}`
          : sql`${assetEntries.values} ->> ${key} = ${String(parsed.value)}`,
      );
    }
    const sortField = query.sort
      ? fields.find((field) => field.key === query.sort)
      : await defaultSortField(tx, type.id, fields);
    if (query.sort && !sortField)
      throw new AppError("bad_request", `Cannot sort on ${query.sort}: there is no such field`);
    const direction = query.order === "desc" ? sql`desc` : sql`asc`;
    const orderBy = sortField
      ? numericTypes.has(sortField.dataType)
        ? sql`(${assetEntries.values} ->> ${sortField.key})::numeric ${direction} nulls last, ${assetEntries.id}`
        : sql`${assetEntries.values} ->> ${sortField.key} ${direction} nulls last, ${assetEntries.id}`
      : sql`${assetEntries.updatedAt} desc, ${assetEntries.id}`;
    const where = and(...conditions);
    const rows = await tx.db
      .select()
      .from(assetEntries)
      .where(where)
      .orderBy(orderBy)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const total = await tx.db.$count(assetEntries, where);
    return { data: rows.map(presentEntry), meta: pageMeta(path, query, total, rows.length) };
  });
}

export function getEntry(pool: pg.Pool, tenantId: string, assetTypeId: string, entryId: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const entry = await requireEntry(tx, type.id, entryId);
    return { ...presentEntry(entry), ...(await entryLinks(tx, entry.id)) };
  });
}

/** A Unique index refused the write: say which field and value, as the issue asks. */
export async function explainUniqueViolation(
  tx: Transaction,
  error: unknown,
  values: Record<string, unknown>,
) {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  if (cause?.code !== "23505" || !cause.constraint?.startsWith("asset_entries_uq_")) return error;
  const { rows } = await tx.client.query<{ key: string; label: string }>(
    `select f.key, f.label from asset_type_indexes i join asset_type_fields f on f.id = i.field_id
     where i.index_name = $1`,
    [cause.constraint],
  );
  const field = rows[0];
  if (!field) return error;
  return new AppError("conflict", `${field.label} ${String(values[field.key])} already exists`, {
    field: field.key,
    value: values[field.key],
  });
}

/** Runs a write in a savepoint, so a unique violation can still be explained in the transaction. */
async function writeEntry<T>(
  tx: Transaction,
  values: Record<string, unknown>,
  write: () => Promise<T>,
) {
  await tx.client.query("savepoint entry_write");
  try {
    const result = await write();
    await tx.client.query("release savepoint entry_write");
    return result;
  } catch (error) {
    await tx.client.query("rollback to savepoint entry_write");
    throw await explainUniqueViolation(tx, error, values);
  }
}

/**
 * A new entry of checked `values` and its links, in a savepoint: when it is refused (a Unique
 * index, a link) nothing of it stays and the transaction goes on. For one entry and for bulk.
 */
export async function insertEntry(
  tx: Transaction,
  tenantId: string,
  assetTypeId: string,
  values: Record<string, unknown>,
  links: Record<string, string[]>,
): Promise<EntryRow> {
  return writeEntry(tx, values, async () => {
    const [row] = await tx.db
      .insert(assetEntries)
      .values({ tenantId, assetTypeId, values })
      .returning();
    const entry = row as EntryRow;
    if (Object.keys(links).length) await setEntryLinks(tx, assetTypeId, entry.id, links);
    return entry;
  });
}

/** Replaces an entry's values with checked `values`, and the links named, like `insertEntry`. */
export async function replaceEntry(
  tx: Transaction,
  assetTypeId: string,
  entryId: string,
  values: Record<string, unknown>,
  links: Record<string, string[]>,
): Promise<EntryRow> {
  return writeEntry(tx, values, async () => {
    const [row] = await tx.db
      .update(assetEntries)
      .set({ values, updatedAt: new Date() })
      .where(eq(assetEntries.id, entryId))
      .returning();
    if (Object.keys(links).length) await setEntryLinks(tx, assetTypeId, entryId, links);
    return row as EntryRow;
  });
}

export function createEntry(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  values: Record<string, unknown>,
  links: Record<string, string[]> = {},
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const checked = validateEntryValues(await fieldsOf(tx, type.id), values);
    const entry = await insertEntry(tx, tenantId, type.id, checked, links);
    return { ...presentEntry(entry), ...(await entryLinks(tx, entry.id)) };
  });
}

/** Replaces the entry's values (every field; an absent one is cleared). */
export function updateEntry(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  entryId: string,
  values: Record<string, unknown>,
  links: Record<string, string[]> = {},
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireEntry(tx, type.id, entryId);
    const checked = validateEntryValues(await fieldsOf(tx, type.id), values);
    const row = await replaceEntry(tx, type.id, entryId, checked, links);
    return { ...presentEntry(row), ...(await entryLinks(tx, entryId)) };
  });
}

export function deleteEntry(pool: pg.Pool, tenantId: string, assetTypeId: string, entryId: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireEntry(tx, type.id, entryId);
    await tx.db.delete(assetEntries).where(eq(assetEntries.id, entryId));
  });
}
