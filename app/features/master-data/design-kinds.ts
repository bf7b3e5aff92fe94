import type {
  AiFieldPurpose,
  COLUMN_DISPLAY_KINDS as API_COLUMN_DISPLAY_KINDS,
  FORM_INPUT_KINDS as API_FORM_INPUT_KINDS,
  FieldDataType,
  IndexKind,
  RelationKind,
} from "../../../server/contracts/master-data/design-kinds";

// The enumerations of spec section 3 in the order the screens offer them; `satisfies` keeps them
// in step with the API's contract (decision 041).

export const FIELD_DATA_TYPES = [
  "string",
  "text",
  "longText",
  "integer",
  "decimal",
  "accuracy",
  "boolean",
  "date",
  "time",
  "dateTime",
  "enum",
  "array",
] as const satisfies readonly FieldDataType[];

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
] as const satisfies readonly (typeof API_FORM_INPUT_KINDS)[number][];

export const COLUMN_DISPLAY_KINDS = [
  "text",
  "integer",
  "decimal",
  "badge",
  "date",
  "datetime",
  "advancedmultilineselect",
  "boolean",
] as const satisfies readonly (typeof API_COLUMN_DISPLAY_KINDS)[number][];

export const INDEX_KINDS = ["Index", "Unique", "Full text"] as const satisfies readonly IndexKind[];

export const RELATION_KINDS = [
  "belongsTo",
  "hasOne",
  "hasMany",
] as const satisfies readonly RelationKind[];

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
] as const satisfies readonly AiFieldPurpose[];

export { INDEX_STATUSES } from "../../../server/contracts/master-data/design-kinds";

/** Form fields and table fields: the two ordered placements of an asset type's fields. */
export const PLACEMENTS = ["form-fields", "table-fields"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Translation keys of `index.kinds`: "Full text" is not a usable key segment. */
export const indexKindKey = {
  Index: "index",
  Unique: "unique",
  "Full text": "fullText",
} as const satisfies Record<(typeof INDEX_KINDS)[number], string>;

/** A key of fields, asset types and relationships, as the API accepts it. */
export const KEY_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
