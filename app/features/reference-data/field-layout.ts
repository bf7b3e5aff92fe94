/** A field as placed on the entry form (`kind` is the input kind) or in the table (display kind). */
export type PlacedField<K extends string = string> = {
  key: string;
  label: string;
  /** The field's data type (field-data-types.ts on the server): what the API accepts. */
  dataType: string;
  required: boolean;
  /** The allowed values of an enum field. */
  options: string[];
  kind: K;
};

export type Relationship = {
  key: string;
  label: string;
  kind: "belongsTo" | "hasOne" | "hasMany";
  targetTypeId: string;
};

/** An asset type as the screen shows it: form fields and columns in their order, relationships. */
export type AssetTypeLayout = {
  type: { id: string; key: string; name: string };
  formFields: PlacedField[];
  columns: PlacedField[];
  relationships: Relationship[];
};

/** Input kinds whose value is a list (an array field). */
export const listInputKinds = new Set(["advancedmultilineselect", "manyform", "table"]);

/** Input kinds that pick from options found as you type. */
export const pickerInputKinds = new Set(["advancedselect", "advancedmultilineselect"]);

const describing = /name|description|title|label/;

/** An entry's value as one line of text (a list joined with commas); "" when it has none. */
export function entryValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * How an entry is named where it is linked or picked: the first column's value, followed by the
 * first later column that names or describes it (customer number and name; product code and
 * description). Types without columns fall back to the form's first field.
 */
export function entryLabel(
  layout: Pick<AssetTypeLayout, "columns" | "formFields">,
  values: Record<string, unknown>,
): string {
  const fields = layout.columns.length ? layout.columns : layout.formFields;
  const text = (key: string | undefined) => (key === undefined ? "" : entryValueText(values[key]));
  const first = text(fields[0]?.key);
  const second = text(fields.slice(1).find((field) => describing.test(field.key))?.key);
  return [first, second].filter(Boolean).join(" · ");
}
