import type pg from "pg";
import type {
  BulkEntriesInput,
  BulkEntriesResult,
  BulkEntryResult,
} from "../../contracts/assets/bulk-entries.ts";
import { type Transaction, withTenant } from "../../db/tenant-transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { insertEntry, replaceEntry } from "./asset-entries-service.ts";
import { fieldsOf } from "./asset-type-fields-service.ts";
import { requireAssetType } from "./asset-type-lookup.ts";
import { entryLinks } from "./entry-links.ts";
import { validateEntryValues } from "./entry-values.ts";
import { defaultMatchField, matchValueOf } from "./imports/match-field.ts";

type Field = Awaited<ReturnType<typeof fieldsOf>>[number];
type Stored = { id: string; values: Record<string, unknown> };
type Issue = { path: Array<string | number>; message: string };

const refused = (path: string[], message: string) =>
  new AppError("validation_failed", "Validation or transformation failed", [{ path, message }]);

/**
 * Creates or updates many entries of a type at once (decision 043), each matched on the match
 * field like an import's rows, checked like an entry written by hand and written by the same
 * code (a savepoint each: a refused entry leaves the others). Values sent replace those stored;
 * a field not sent keeps its value (null clears it). An entry whose values (and links sent) are
 * already so is unchanged and not written, so sending the same call twice changes nothing.
 * One transaction, holding the type's upsert lock, so concurrent calls cannot create the same
 * entry twice.
 */
export function bulkUpsertEntries(
  pool: pg.Pool,
  tenantId: string,
  assetTypeId: string,
  input: BulkEntriesInput,
): Promise<BulkEntriesResult["data"]> {
  return withTenant(pool, tenantId, async (tx) => {
    const type = await requireAssetType(tx, assetTypeId);
    const fields = await fieldsOf(tx, type.id);
    const matchField = await chooseMatchField(tx, type, fields, input.match_field);
    await tx.client.query("select pg_advisory_xact_lock(hashtext('bulk-entries:' || $1))", [
      type.id,
    ]);
    const stored = await storedByMatch(
      tx,
      type.id,
      matchField.key,
      input.entries.flatMap((entry) => matchValueOf(matchField, entry.values) ?? []),
    );

    const results: BulkEntryResult[] = [];
    for (const [index, entry] of input.entries.entries()) {
      const matchValue = matchValueOf(matchField, entry.values);
      const outcome = { index, match_value: matchValue };
      try {
        if (matchValue === null) {
          throw refused(
            ["values", matchField.key],
            `${matchField.label} is required to match the entry`,
          );
        }
        const found = stored.get(matchValue) ?? [];
        if (found.length > 1) {
          throw new AppError(
            "conflict",
            `${found.length} entries have ${matchField.label} ${matchValue}: cannot tell which to update`,
            [{ path: ["values", matchField.key], message: "matches more than one entry" }],
          );
        }
        const current = found[0];
        const values = validateEntryValues(fields, {
          ...known(fields, current?.values ?? {}),
          ...entry.values,
        });
        const links = entry.links ?? {};
        if (current) {
          if (sameValues(fields, current.values, values) && (await sameLinks(tx, current, links))) {
            results.push({ ...outcome, status: "unchanged", id: current.id });
            continue;
          }
          await replaceEntry(tx, type.id, current.id, values, links);
          stored.set(matchValue, [{ id: current.id, values }]);
          results.push({ ...outcome, status: "updated", id: current.id });
        } else {
          const created = await insertEntry(tx, tenantId, type.id, values, links);
          stored.set(matchValue, [{ id: created.id, values }]);
          results.push({ ...outcome, status: "created", id: created.id });
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({
          ...outcome,
          status: "error",
          id: null,
          error: { code: error.code, message: error.message, details: issuesOf(error) },
        });
      }
    }
    const count = (status: BulkEntryResult["status"]) =>
      results.filter((result) => result.status === status).length;
    return {
      match_field: matchField.key,
      created: count("created"),
      updated: count("updated"),
      unchanged: count("unchanged"),
      failed: count("error"),
      results,
    };
  });
}

/** The field named, else the type's identifying field as imports choose it. */
async function chooseMatchField(
  tx: Transaction,
  type: { id: string; name: string },
  fields: readonly Field[],
  named: string | undefined,
): Promise<Field> {
  const key =
    named ??
    (await defaultMatchField(
      tx,
      type.id,
      fields.map((field) => field.key),
    ));
  if (key === null) {
    throw refused(
      ["match_field"],
      `${type.name} has no field that identifies an entry (a Unique index, a code or a number): name one in match_field`,
    );
  }
  const field = fields.find((candidate) => candidate.key === key);
  if (!field) throw refused(["match_field"], `${key}: there is no such field`);
  return field;
}

/** The type's entries by their value of the match field, for the values sent. */
async function storedByMatch(tx: Transaction, typeId: string, key: string, matches: string[]) {
  const { rows } = await tx.client.query<Stored & { match: string }>(
    `select id, values, values ->> $2 as match from asset_entries
     where asset_type_id = $1 and values ->> $2 = any($3::text[])
     order by created_at, id`,
    [typeId, key, [...new Set(matches)]],
  );
  const byMatch = new Map<string, Stored[]>();
  for (const row of rows) {
    byMatch.set(row.match, [...(byMatch.get(row.match) ?? []), { id: row.id, values: row.values }]);
  }
  return byMatch;
}

/** Stored values of fields the type still has (a deleted field's value is not sent back). */
function known(fields: readonly Field[], values: Record<string, unknown>) {
  return Object.fromEntries(
    fields.flatMap((field) => (field.key in values ? [[field.key, values[field.key]]] : [])),
  );
}

function sameValues(
  fields: readonly Field[],
  stored: Record<string, unknown>,
  next: Record<string, unknown>,
): boolean {
  return fields.every(
    (field) =>
      JSON.stringify(stored[field.key] ?? null) === JSON.stringify(next[field.key] ?? null),
  );
}

/** Whether the entry already points at exactly the entries sent, for each relationship sent. */
async function sameLinks(tx: Transaction, current: Stored, links: Record<string, string[]>) {
  if (!Object.keys(links).length) return true;
  const now = (await entryLinks(tx, current.id)).links;
  return Object.entries(links).every(([key, ids]) => {
    const have = [...(now[key] ?? [])].sort();
    const want = [...new Set(ids)].sort();
    return JSON.stringify(have) === JSON.stringify(want);
  });
}

function issuesOf(error: AppError): Issue[] {
  const details = error.details;
  if (Array.isArray(details)) return details as Issue[];
  const field = (details as { field?: string } | undefined)?.field;
  // A Unique index's refusal names its field (explainUniqueViolation)
  return field ? [{ path: ["values", field], message: error.message }] : [];
}
