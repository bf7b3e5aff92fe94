import type { Transaction } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError } from "../../http/app-error.ts";

type Relationship = {
  id: string;
  key: string;
  label: string;
  kind: string;
  target_asset_type_id: string;
};

/**
 * Sets an entry's links for the relationships named in `links` (relationship key → target entry
 * ids); others stay. Every target must be an entry of the relationship's target type (and, by
 * row-level security, of the same tenant); belongsTo and hasOne take at most one.
 */
export async function setEntryLinks(
  tx: Transaction,
  assetTypeId: string,
  entryId: string,
  links: Record<string, string[]>,
): Promise<void> {
  const { rows: relationships } = await tx.client.query<Relationship>(
    "select id, key, label, kind, target_asset_type_id from asset_type_relationships where asset_type_id = $1",
    [assetTypeId],
  );
  const issues: Array<{ path: string[]; message: string }> = [];
  const plan: Array<{ relationship: Relationship; targets: string[] }> = [];
  for (const [key, ids] of Object.entries(links)) {
    const relationship = relationships.find((candidate) => candidate.key === key);
    if (!relationship) {
      issues.push({ path: ["links", key], message: `${key}: there is no such relationship` });
      continue;
    }
    const targets = [...new Set(ids)];
    if (relationship.kind !== "hasMany" && targets.length > 1) {
      issues.push({
        path: ["links", key],
        message: `${relationship.label} takes one entry at most`,
      });
      continue;
    }
    const valid = targets.filter(isUuid);
    const { rows: found } = await tx.client.query<{ id: string }>(
      "select id from asset_entries where id = any($1::uuid[]) and asset_type_id = $2",
      [valid, relationship.target_asset_type_id],
    );
    const missing = targets.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) {
      issues.push({
        path: ["links", key],
        message: `${relationship.label}: no entry with ID ${missing.join(", ")}`,
      });
      continue;
    }
    plan.push({ relationship, targets });
  }
  if (issues.length)
    throw new AppError("validation_failed", "Validation or transformation failed", issues);
  for (const { relationship, targets } of plan) {
    await tx.client.query(
      "delete from asset_entry_links where relationship_id = $1 and source_entry_id = $2",
      [relationship.id, entryId],
    );
    for (const target of targets) {
      await tx.client.query(
        `insert into asset_entry_links (tenant_id, relationship_id, source_entry_id, target_entry_id)
         values (current_setting('app.tenant_id')::uuid, $1, $2, $3)`,
        [relationship.id, entryId, target],
      );
    }
  }
}

/** An entry's links both ways: what it points at, and what points at it. */
export async function entryLinks(tx: Transaction, entryId: string) {
  const { rows: outgoing } = await tx.client.query<{ key: string; target_entry_id: string }>(
    `select r.key, l.target_entry_id from asset_entry_links l
     join asset_type_relationships r on r.id = l.relationship_id
     where l.source_entry_id = $1 order by r.key, l.created_at`,
    [entryId],
  );
  const { rows: incoming } = await tx.client.query<{
    relationship_id: string;
    label: string;
    source_entry_id: string;
    asset_type_id: string;
  }>(
    `select r.id as relationship_id, coalesce(nullif(r.inverse_label, ''), r.label) as label,
            l.source_entry_id, r.asset_type_id
     from asset_entry_links l join asset_type_relationships r on r.id = l.relationship_id
     where l.target_entry_id = $1 order by l.created_at`,
    [entryId],
  );
  const links: Record<string, string[]> = {};
  for (const row of outgoing) links[row.key] = [...(links[row.key] ?? []), row.target_entry_id];
  return { links, linked_from: incoming };
}
