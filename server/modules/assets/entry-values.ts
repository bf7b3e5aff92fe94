import { AppError } from "../../http/app-error.ts";
import { type FieldDataType, type FieldValue, parseFieldValue } from "./field-data-types.ts";

type Field = { key: string; label: string; dataType: string; required: boolean; options: string[] };

/**
 * Checks an entry's values against the fields of its type. Every problem is reported at once,
 * each naming its field, as the API's 422 'Validation or transformation failed'.
 */
export function validateEntryValues(
  fields: readonly Field[],
  values: Record<string, unknown>,
): Record<string, FieldValue> {
  const issues: Array<{ path: string[]; message: string }> = [];
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(values)) {
    if (!known.has(key))
      issues.push({ path: ["values", key], message: `${key}: there is no such field` });
  }
  const result: Record<string, FieldValue> = {};
  for (const field of fields) {
    const parsed = parseFieldValue(
      {
        key: field.key,
        dataType: field.dataType as FieldDataType,
        required: field.required,
        options: field.options,
      },
      values[field.key],
    );
    if (parsed.ok) result[field.key] = parsed.value;
    else issues.push({ path: ["values", field.key], message: `${field.label} ${parsed.message}` });
  }
  if (issues.length) {
    throw new AppError("validation_failed", "Validation or transformation failed", issues);
  }
  return result;
}
