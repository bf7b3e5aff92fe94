import type pg from "pg";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { requireAssetType } from "./asset-type-lookup.ts";
import type { FieldDataType } from "./field-data-types.ts";

/**
 * Form fields and table fields are both an ordered placement of an asset type's fields, each
 * with a kind (how it is entered, or shown). One service serves both.
 */
export type PlacementKind = {
  table: "asset_type_form_fields" | "asset_type_table_fields";
  kindColumn: "input_kind" | "display_kind";
  /** The kind's name in the API. */
  kindKey: "input_kind" | "display_kind";
  what: string;
  defaultKind: (dataType: FieldDataType) => string;
};

type Row = { id: string; asset_type_id: string; field_id: string; kind: string; position: number };

export type Placement = {
  id: string;
  asset_type_id: string;
  field_id: string;
  position: number;
} & Record<string, string | number>;

function present(kind: PlacementKind, row: Row): Placement {
  return {
    id: row.id,
    asset_type_id: row.asset_type_id,
    field_id: row.field_id,
    [kind.kindKey]: row.kind,
    position: row.position,
  } as Placement;
}

async function rowsOf(tx: Transaction, kind: PlacementKind, assetTypeId: string) {
  const { rows } = await tx.client.query<Row>(
    `select id, asset_type_id, field_id, ${kind.kindColumn} as kind, position from ${kind.table}
     where asset_type_id = $1 order by position, id`,
    [assetTypeId],
  );
  return rows;
}

async function requireRow(tx: Transaction, kind: PlacementKind, assetTypeId: string, id: string) {
  const rows = isUuid(id)
    ? (await rowsOf(tx, kind, assetTypeId)).filter((row) => row.id === id)
    : [];
  if (!rows[0]) throw notFound(kind.what, id);
  return rows[0];
}

/**
 * Generate and move read the placements, then write them: one at a time per asset type, so
 * that two identical requests (a retry, a prefetch) cannot both act on the same reading.
 */
async function lockPlacementsOf(tx: Transaction, assetTypeId: string) {
  await tx.client.query("select id from asset_types where id = $1 for update", [assetTypeId]);
}

async function requireFieldOfType(tx: Transaction, assetTypeId: string, fieldId: string) {
  const { rows } = isUuid(fieldId)
    ? await tx.client.query<{ id: string }>(
        "select id from asset_type_fields where id = $1 and asset_type_id = $2",
        [fieldId, assetTypeId],
      )
    : { rows: [] };
  if (!rows[0]) throw notFound("Asset type field", fieldId);
}

export function listPlacements(
  pool: pg.Pool,
  tenantId: string,
  kind: PlacementKind,
  assetTypeId?: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    if (assetTypeId === undefined) {
      const { rows } = await tx.client.query<Row>(
        `select id, asset_type_id, field_id, ${kind.kindColumn} as kind, position from ${kind.table}
         order by asset_type_id, position, id`,
      );
      return rows.map((row) => present(kind, row));
    }
    const type = await requireAssetType(tx, assetTypeId);
    return (await rowsOf(tx, kind, type.id)).map((row) => present(kind, row));
  });
}

export function addPlacement(
  pool: pg.Pool,
  tenantId: string,
  kind: PlacementKind,
  assetTypeId: string,
  input: { field_id: string; kind: string },
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireFieldOfType(tx, type.id, input.field_id);
    const taken = (await rowsOf(tx, kind, type.id)).some((row) => row.field_id === input.field_id);
    if (taken)
      throw new AppError("conflict", `This field is already placed (${kind.what})`, {
        field: "field_id",
      });
    const { rows } = await tx.client.query<Row>(
      `insert into ${kind.table} (tenant_id, asset_type_id, field_id, ${kind.kindColumn}, position)
       values ($1, $2, $3, $4, coalesce((select max(position) + 1 from ${kind.table} where asset_type_id = $2), 0))
       returning id, asset_type_id, field_id, ${kind.kindColumn} as kind, position`,
      [tenantId, type.id, input.field_id, input.kind],
    );
    return present(kind, rows[0] as Row);
  });
}

export function changePlacement(
  pool: pg.Pool,
  tenantId: string,
  kind: PlacementKind,
  assetTypeId: string,
  id: string,
  input: { kind: string },
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireRow(tx, kind, type.id, id);
    const { rows } = await tx.client.query<Row>(
      `update ${kind.table} set ${kind.kindColumn} = $2 where id = $1
       returning id, asset_type_id, field_id, ${kind.kindColumn} as kind, position`,
      [id, input.kind],
    );
    return present(kind, rows[0] as Row);
  });
}

export function removePlacement(
  pool: pg.Pool,
  tenantId: string,
  kind: PlacementKind,
  assetTypeId: string,
  id: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await requireRow(tx, kind, type.id, id);
    await tx.client.query(`delete from ${kind.table} where id = $1`, [id]);
  });
}

/**
 * Moves a placement one step up or down (swapping with its neighbour); gives the new order.
 * With `seenAt` (the position the caller saw it at) it moves only from there: repeating the
 * request changes nothing more (docs/decisions/024).
 */
export function movePlacement(
  pool: pg.Pool,
  tenantId: string,
  kind: PlacementKind,
  assetTypeId: string,
  id: string,
  direction: "up" | "down",
  seenAt?: number,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await lockPlacementsOf(tx, type.id);
    const current = await requireRow(tx, kind, type.id, id);
    const rows = await rowsOf(tx, kind, type.id);
    if (seenAt !== undefined && current.position !== seenAt) {
      return rows.map((row) => present(kind, row)); // moved already: by this request, or another
    }
    const index = rows.findIndex((row) => row.id === id);
    const other = rows[direction === "up" ? index - 1 : index + 1];
    // Positions are renumbered 0..n-1 so that gaps and ties from earlier edits disappear.
    const order = rows.map((row) => row.id);
    if (other) {
      const otherIndex = order.indexOf(other.id);
      [order[index], order[otherIndex]] = [order[otherIndex] as string, order[index] as string];
    }
    for (const [position, rowId] of order.entries()) {
      await tx.client.query(`update ${kind.table} set position = $2 where id = $1`, [
        rowId,
        position,
      ]);
    }
    return (await rowsOf(tx, kind, type.id)).map((row) => present(kind, row));
  });
}

/**
 * Places every field that is not placed yet, with the default kind for its data type: a repeat
 * adds nothing.
 */
export function generatePlacements(
  pool: pg.Pool,
  tenantId: string,
  kind: PlacementKind,
  assetTypeId: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    await lockPlacementsOf(tx, type.id);
    const { rows: missing } = await tx.client.query<{ id: string; data_type: FieldDataType }>(
      `select f.id, f.data_type from asset_type_fields f
       where f.asset_type_id = $1 and not exists (select 1 from ${kind.table} p where p.field_id = f.id)
       order by f.position, f.key`,
      [type.id],
    );
    let position = (await rowsOf(tx, kind, type.id)).length;
    for (const field of missing) {
      await tx.client.query(
        `insert into ${kind.table} (tenant_id, asset_type_id, field_id, ${kind.kindColumn}, position)
         values ($1, $2, $3, $4, $5)`,
        [tenantId, type.id, field.id, kind.defaultKind(field.data_type), position++],
      );
    }
    return (await rowsOf(tx, kind, type.id)).map((row) => present(kind, row));
  });
}
