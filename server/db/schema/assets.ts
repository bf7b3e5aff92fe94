import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Reference data (docs/decisions/006): asset types a tenant shapes itself, and their entries.
 * Every table carries tenant_id, and references between them include it, so a row can only
 * ever point at rows of its own tenant.
 */
const tenantId = () =>
  uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });
const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const assetTypes = pgTable(
  "asset_types",
  {
    tenantId: tenantId(),
    id: id(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Moved by triggers on every change to the type's fields, form, table or relationships: the
     * web keeps a type's layout as long as this is unchanged (decision 054).
     */
    designVersion: bigint("design_version", { mode: "number" }).notNull().default(1),
  },
  (t) => [unique("asset_types_tenant_id_id").on(t.tenantId, t.id), unique().on(t.tenantId, t.key)],
);

/** Columns every sub-resource of an asset type has. */
const ownedByAssetType = () => ({
  tenantId: tenantId(),
  id: id(),
  assetTypeId: uuid("asset_type_id").notNull(),
  createdAt: createdAt(),
});

const assetTypeReference = (t: { tenantId: AnyPgColumn; assetTypeId: AnyPgColumn }, name: string) =>
  foreignKey({
    name,
    columns: [t.tenantId, t.assetTypeId],
    foreignColumns: [assetTypes.tenantId, assetTypes.id],
  }).onDelete("cascade");

export const assetTypeFields = pgTable(
  "asset_type_fields",
  {
    ...ownedByAssetType(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    dataType: text("data_type").notNull(),
    required: boolean("required").notNull().default(false),
    /** The options of an enum field. */
    options: jsonb("options").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    assetTypeReference(t, "asset_type_fields_asset_type"),
    unique("asset_type_fields_tenant_id_id").on(t.tenantId, t.id),
    unique().on(t.tenantId, t.assetTypeId, t.key),
  ],
);

const fieldReference = (t: { tenantId: AnyPgColumn; fieldId: AnyPgColumn }, name: string) =>
  foreignKey({
    name,
    columns: [t.tenantId, t.fieldId],
    foreignColumns: [assetTypeFields.tenantId, assetTypeFields.id],
  }).onDelete("cascade");

/** Which fields the order pipeline matches on, and as what (code, ean, name, e-mail …). */
export const assetTypeAiFields = pgTable(
  "asset_type_ai_fields",
  {
    ...ownedByAssetType(),
    fieldId: uuid("field_id").notNull(),
    purpose: text("purpose").notNull(),
  },
  (t) => [
    assetTypeReference(t, "asset_type_ai_fields_asset_type"),
    fieldReference(t, "asset_type_ai_fields_field"),
    unique().on(t.tenantId, t.fieldId, t.purpose),
  ],
);

export const assetTypeFormFields = pgTable(
  "asset_type_form_fields",
  {
    ...ownedByAssetType(),
    fieldId: uuid("field_id").notNull(),
    inputKind: text("input_kind").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    assetTypeReference(t, "asset_type_form_fields_asset_type"),
    fieldReference(t, "asset_type_form_fields_field"),
    unique().on(t.tenantId, t.fieldId),
  ],
);

export const assetTypeTableFields = pgTable(
  "asset_type_table_fields",
  {
    ...ownedByAssetType(),
    fieldId: uuid("field_id").notNull(),
    displayKind: text("display_kind").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    assetTypeReference(t, "asset_type_table_fields_asset_type"),
    fieldReference(t, "asset_type_table_fields_field"),
    unique().on(t.tenantId, t.fieldId),
  ],
);

/** An Index, Unique or Full text index; `status` follows its concurrent build. */
export const assetTypeIndexes = pgTable(
  "asset_type_indexes",
  {
    ...ownedByAssetType(),
    fieldId: uuid("field_id").notNull(),
    kind: text("kind").notNull(),
    indexName: text("index_name").notNull(),
    status: text("status").notNull().default("pending"),
    error: text("error"),
  },
  (t) => [
    assetTypeReference(t, "asset_type_indexes_asset_type"),
    fieldReference(t, "asset_type_indexes_field"),
    unique().on(t.tenantId, t.fieldId, t.kind),
    unique().on(t.indexName),
  ],
);

export const assetTypeRelationships = pgTable(
  "asset_type_relationships",
  {
    ...ownedByAssetType(),
    kind: text("kind").notNull(),
    targetAssetTypeId: uuid("target_asset_type_id").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    inverseLabel: text("inverse_label").notNull().default(""),
  },
  (t) => [
    assetTypeReference(t, "asset_type_relationships_asset_type"),
    foreignKey({
      name: "asset_type_relationships_target",
      columns: [t.tenantId, t.targetAssetTypeId],
      foreignColumns: [assetTypes.tenantId, assetTypes.id],
    }).onDelete("cascade"),
    unique("asset_type_relationships_tenant_id_id").on(t.tenantId, t.id),
    unique().on(t.tenantId, t.assetTypeId, t.key),
  ],
);

/** One record of an asset type; its values keyed by field key. */
export const assetEntries = pgTable(
  "asset_entries",
  {
    ...ownedByAssetType(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
    /** Every value as one text, a line each: substring search reads this (migration 0008). */
    searchText: text("search_text").notNull().generatedAlwaysAs(sql`entry_search_text("values")`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    assetTypeReference(t, "asset_entries_asset_type"),
    index("asset_entries_search_text").using("gin", sql`${t.searchText} gin_trgm_ops`),
    unique("asset_entries_tenant_id_id").on(t.tenantId, t.id),
    index("asset_entries_type_updated").on(t.tenantId, t.assetTypeId, t.updatedAt),
  ],
);

/** A relationship between two entries; the keys keep both ends in one tenant. */
export const assetEntryLinks = pgTable(
  "asset_entry_links",
  {
    tenantId: tenantId(),
    id: id(),
    relationshipId: uuid("relationship_id").notNull(),
    sourceEntryId: uuid("source_entry_id").notNull(),
    targetEntryId: uuid("target_entry_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "asset_entry_links_relationship",
      columns: [t.tenantId, t.relationshipId],
      foreignColumns: [assetTypeRelationships.tenantId, assetTypeRelationships.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "asset_entry_links_source",
      columns: [t.tenantId, t.sourceEntryId],
      foreignColumns: [assetEntries.tenantId, assetEntries.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "asset_entry_links_target",
      columns: [t.tenantId, t.targetEntryId],
      foreignColumns: [assetEntries.tenantId, assetEntries.id],
    }).onDelete("cascade"),
    unique().on(t.relationshipId, t.sourceEntryId, t.targetEntryId),
    index("asset_entry_links_target_idx").on(t.tenantId, t.targetEntryId),
  ],
);
