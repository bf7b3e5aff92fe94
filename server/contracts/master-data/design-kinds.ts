/**
 * The enumerations of an asset type's design (spec section 3), and the form of its keys, for the
 * API and the web alike. No imports: the browser's design screens take them too (decision 041).
 */

/** A key of an asset type, a field or a relationship: a letter, then up to 62 of a–z, 0–9, _. */
export const DESIGN_KEY_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

/** The field data types of spec section 3. */
export const FIELD_DATA_TYPES = [
  "boolean",
  "date",
  "time",
  "dateTime",
  "decimal",
  "longText",
  "integer",
  "string",
  "text",
  "accuracy",
  "enum",
  "array",
] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];

/** Form input kinds of spec section 3. */
export const FORM_INPUT_KINDS = [
  "checkbox",
  "date",
  "time",
  "datetime",
  "integer",
  "decimal",
  "textarea",
  "text",
  "selectvalue",
  "select",
  "advancedmultilineselect",
  "advancedselect",
  "manyform",
  "table",
] as const;

/** Column display kinds of spec section 3. */
export const COLUMN_DISPLAY_KINDS = [
  "text",
  "integer",
  "decimal",
  "badge",
  "date",
  "datetime",
  "advancedmultilineselect",
  "boolean",
] as const;

/** What the AI reads a field as. */
export const AI_FIELD_PURPOSES = [
  "code",
  "ean",
  "description",
  "name",
  "number",
  "email",
  "domain",
  "vat",
  "alias",
  "unit",
] as const;
export type AiFieldPurpose = (typeof AI_FIELD_PURPOSES)[number];

export const INDEX_KINDS = ["Index", "Unique", "Full text"] as const;
export type IndexKind = (typeof INDEX_KINDS)[number];

export const RELATION_KINDS = ["belongsTo", "hasOne", "hasMany"] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** Where building an index stands: a background job builds it (entry-index-jobs.ts). */
export const INDEX_STATUSES = ["pending", "ready", "failed"] as const;
