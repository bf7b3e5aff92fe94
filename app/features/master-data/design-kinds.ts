import type { FieldDataType, IndexKind } from "../../../server/contracts/master-data/design-kinds";

// The data types in the order the screens offer them; `satisfies` keeps them in step with the
// API's contract (decision 041).

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

// The API's own lists, already in the order the screens offer them, and the form of a key of
// fields, asset types and relationships as the API accepts it.
export {
  AI_FIELD_PURPOSES,
  COLUMN_DISPLAY_KINDS,
  DESIGN_KEY_PATTERN,
  FORM_INPUT_KINDS,
  INDEX_KINDS,
  INDEX_STATUSES,
  RELATION_KINDS,
} from "../../../server/contracts/master-data/design-kinds";

/** Form fields and table fields: the two ordered placements of an asset type's fields. */
export const PLACEMENTS = ["form-fields", "table-fields"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Translation keys of `index.kinds`: "Full text" is not a usable key segment. */
export const indexKindKey = {
  Index: "index",
  Unique: "unique",
  "Full text": "fullText",
} as const satisfies Record<IndexKind, string>;
