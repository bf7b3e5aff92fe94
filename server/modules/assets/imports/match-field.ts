import type { Transaction } from "../../../db/tenant-transaction.ts";
import { type FieldDataType, parseFieldValue } from "../field-data-types.ts";

/**
 * The field that finds the entry a row (or an entry of a bulk upsert) updates, among `keys`: one
 * with a Unique index, else the code or number the order pipeline matches on. Null without one.
 */
export async function defaultMatchField(
  tx: Transaction,
  assetTypeId: string,
  keys: ReadonlyArray<string | null>,
) {
  const unique =
    "exists (select 1 from asset_type_indexes i where i.field_id = f.id and i.kind = 'Unique')";
  const matched =
    "exists (select 1 from asset_type_ai_fields a where a.field_id = f.id and a.purpose in ('code', 'number'))";
  const { rows } = await tx.client.query<{ key: string }>(
    `select f.key from asset_type_fields f
     where f.asset_type_id = $1 and f.key = any($2::text[]) and (${unique} or ${matched})
     order by ${unique} desc, f.position limit 1`,
    [assetTypeId, keys.filter((key): key is string => key !== null)],
  );
  return rows[0]?.key ?? null;
}

/**
 * The match field's value as it is stored (`values ->> key`), so " 19376 " finds 19376; null
 * when there is none or it is not a value of the field.
 */
export function matchValueOf(
  field: { key: string; dataType: string; options: string[] } | undefined,
  values: Record<string, unknown>,
): string | null {
  if (!field || values[field.key] === undefined) return null;
  const parsed = parseFieldValue(
    {
      key: field.key,
      dataType: field.dataType as FieldDataType,
      required: false,
      options: field.options,
    },
    values[field.key],
  );
  return parsed.ok && parsed.value !== null ? String(parsed.value) : null;
}
