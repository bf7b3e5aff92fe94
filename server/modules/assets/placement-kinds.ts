import type { FieldDataType } from "./field-data-types.ts";

export {
  COLUMN_DISPLAY_KINDS,
  FORM_INPUT_KINDS,
} from "../../contracts/master-data/design-kinds.ts";

import type {
  COLUMN_DISPLAY_KINDS,
  FORM_INPUT_KINDS,
} from "../../contracts/master-data/design-kinds.ts";

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
