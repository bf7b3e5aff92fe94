import { z } from "zod";
import { fromLocalDateTimeInput, toLocalDateTimeInput } from "./entry-value-format";
import { type AssetTypeLayout, listInputKinds, type PlacedField } from "./field-layout";

// Messages are translation keys (see lib/translate-message.ts). The API checks every value again
// (field-data-types.ts); these checks only say it sooner, next to the field, in the user's words.
const message = (key: string) => `reference-data:errors.${key}`;

const patterns: Record<string, { pattern: RegExp; error: string }> = {
  decimal: { pattern: /^-?\d+(?:[.,]\d+)?$/, error: "decimal" },
  accuracy: { pattern: /^-?\d+(?:[.,]\d+)?%?$/, error: "percentage" },
  integer: { pattern: /^-?\d+$/, error: "integer" },
  date: { pattern: /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})$/, error: "date" },
  time: { pattern: /^(?:[01]?\d|2[0-3])[:.][0-5]\d(?::[0-5]\d)?$/, error: "time" },
  dateTime: { pattern: /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?$/, error: "dateTime" },
};

function isList(field: PlacedField) {
  return listInputKinds.has(field.kind) || field.dataType === "array";
}

/** The lines of a list field's inputs: one value per input, or one per line of a textarea. */
export function listItems(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return items
    .flatMap((item) => String(item ?? "").split(/\r?\n/))
    .map((item) => item.trim())
    .filter(Boolean);
}

function valueSchema(field: PlacedField) {
  if (field.kind === "checkbox") return z.boolean().optional();
  if (isList(field)) {
    const list = z.array(z.string().optional()).optional();
    return field.required
      ? list.refine((items) => listItems(items).length > 0, { error: message("required") })
      : list;
  }
  const text = field.required ? z.string({ error: message("required") }) : z.string().optional();
  return text.superRefine((raw, context) => {
    if (raw === undefined) return;
    const value = raw.trim();
    const rule = patterns[field.dataType];
    if (rule && !rule.pattern.test(value)) {
      context.addIssue({ code: "custom", message: message(rule.error) });
    } else if (
      field.dataType === "enum" &&
      !field.options.some((option) => option.toLowerCase() === value.toLowerCase())
    ) {
      context.addIssue({ code: "custom", message: message("option") });
    } else if (field.dataType === "string" && value.length > 255) {
      context.addIssue({ code: "custom", message: message("tooLong") });
    } else if (field.dataType === "string" && /[\r\n]/.test(value)) {
      context.addIssue({ code: "custom", message: message("singleLine") });
    }
  });
}

/**
 * The entry form of one asset type, built from its form fields: `values.{key}` per field,
 * `links.{key}` (entry ids) per relationship, and `link_text.{key}` where, without JavaScript,
 * the entries to link are typed by name.
 */
export function entryFormSchema(layout: Pick<AssetTypeLayout, "formFields" | "relationships">) {
  const links = z.array(z.string().optional()).optional();
  return z.object({
    intent: z.literal("save"),
    type: z.string(),
    id: z.string().optional(),
    values: z.object(
      Object.fromEntries(layout.formFields.map((field) => [field.key, valueSchema(field)])),
    ),
    links: z.object(Object.fromEntries(layout.relationships.map((r) => [r.key, links]))),
    link_text: z.object(
      Object.fromEntries(layout.relationships.map((r) => [r.key, z.string().optional()])),
    ),
  });
}

export type EntryFormValue = z.infer<ReturnType<typeof entryFormSchema>>;

export const deleteEntrySchema = z.object({
  intent: z.literal("delete"),
  type: z.string(),
  id: z.string(),
  confirm: z
    .boolean({ error: message("confirmDelete") })
    .refine((confirmed) => confirmed, { error: message("confirmDelete") }),
});

/** A form field's value as the API takes it (the API normalises decimals, dates, enums). */
export function apiValue(field: PlacedField, raw: unknown): unknown {
  if (field.kind === "checkbox") return raw === true;
  if (isList(field)) return listItems(raw);
  if (raw === undefined || raw === null) return null;
  const text = String(raw).trim();
  if (text === "") return null;
  if (field.kind === "datetime") return fromLocalDateTimeInput(text) ?? text;
  return text;
}

/** A stored value as the form shows it: comma decimals, local date-times, one item per line. */
export function formDefault(field: PlacedField, value: unknown): string | string[] | undefined {
  if (value === null || value === undefined) return undefined;
  if (field.kind === "checkbox") return value === true ? "on" : undefined;
  if (isList(field)) return Array.isArray(value) ? value.map(String) : [String(value)];
  if (field.kind === "datetime") return toLocalDateTimeInput(value);
  if (field.kind === "time") return String(value).slice(0, 5);
  if (field.dataType === "decimal" || field.dataType === "accuracy")
    return String(value).replace(".", ",");
  return String(value);
}
