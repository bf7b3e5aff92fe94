import type { FieldDataType } from "./field-data-types.ts";

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

/** How a field of each data type is entered on a generated form. */
export const defaultInputKind: Record<FieldDataType, (typeof FORM_INPUT_KINDS)[number]> = {
  boolean: "checkbox",
  date: "date",
  time: "time",
  dateTime: "datetime",
  decimal: "decimal",
  accuracy: "decimal",
  integer: "integer",
  string: "text",
  text: "textarea",
  longText: "textarea",
  enum: "select",
  array: "advancedmultilineselect",
};

/** How a field of each data type is shown as a table column. */
export const defaultDisplayKind: Record<FieldDataType, (typeof COLUMN_DISPLAY_KINDS)[number]> = {
  boolean: "boolean",
  date: "date",
  time: "text",
  dateTime: "datetime",
  decimal: "decimal",
  accuracy: "decimal",
  integer: "integer",
  string: "text",
  text: "text",
  longText: "text",
  enum: "badge",
  array: "advancedmultilineselect",
};
