// The list is the contract's (decision 041); the server's code finds it here too.
export {
  FIELD_DATA_TYPES,
  type FieldDataType,
} from "../../contracts/master-data/design-kinds.ts";

import type { FieldDataType } from "../../contracts/master-data/design-kinds.ts";

/** What a value needs to know about its field. */
export type FieldSpec = {
  key: string;
  dataType: FieldDataType;
  required?: boolean;
  /** The allowed values of an enum field. */
  options?: readonly string[];
};

/** A JSON value as kept in an entry: decimals stay strings, so they stay exact. */
export type FieldValue = string | number | boolean | string[] | null;

export type FieldResult = { ok: true; value: FieldValue } | { ok: false; message: string };

const MAX_LENGTH: Partial<Record<FieldDataType, number>> = {
  string: 255,
  text: 10_000,
  longText: 1_000_000,
};

const ok = (value: FieldValue): FieldResult => ({ ok: true, value });
const refuse = (message: string): FieldResult => ({ ok: false, message });

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
}

/**
 * Checks and normalises one value for its field. Text from forms and files is accepted where
 * a person would write it (a decimal comma, "ja", 2024-03-01); what is kept is canonical.
 */
export function parseFieldValue(field: FieldSpec, raw: unknown): FieldResult {
  if (isBlank(raw) || (Array.isArray(raw) && raw.length === 0 && field.dataType === "array")) {
    return field.required ? refuse("is required") : ok(null);
  }
  switch (field.dataType) {
    case "boolean":
      return parseBoolean(raw);
    case "date":
      return parseDate(raw);
    case "time":
      return parseTime(raw);
    case "dateTime":
      return parseDateTime(raw);
    case "decimal":
      return parseDecimal(raw);
    case "integer":
      return parseInteger(raw);
    case "accuracy":
      return parseAccuracy(raw);
    case "enum":
      return parseEnum(raw, field.options ?? []);
    case "array":
      return parseArray(raw);
    case "string":
    case "text":
    case "longText":
      return parseText(raw, field.dataType);
  }
}

function parseBoolean(raw: unknown): FieldResult {
  if (typeof raw === "boolean") return ok(raw);
  const text = String(raw).trim().toLowerCase();
  if (["true", "1", "yes", "y", "ja", "j", "on"].includes(text)) return ok(true);
  if (["false", "0", "no", "n", "nee", "off"].includes(text)) return ok(false);
  return refuse("must be yes or no");
}

function parseDate(raw: unknown): FieldResult {
  const text = String(raw).trim();
  const match =
    text.match(/^(\d{4})-(\d{2})-(\d{2})$/) ?? text.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/);
  if (!match) return refuse("must be a date (YYYY-MM-DD)");
  const [year, month, day] =
    match[1]?.length === 4
      ? [Number(match[1]), Number(match[2]), Number(match[3])]
      : [Number(match[3]), Number(match[2]), Number(match[1])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return refuse("is not a calendar date");
  }
  return ok(date.toISOString().slice(0, 10));
}

function parseTime(raw: unknown): FieldResult {
  const match = String(raw)
    .trim()
    .match(/^([01]?\d|2[0-3])[:.]([0-5]\d)(?::([0-5]\d))?$/);
  if (!match) return refuse("must be a time (HH:MM)");
  const [, hours, minutes, seconds] = match;
  return ok(`${hours?.padStart(2, "0")}:${minutes}:${seconds ?? "00"}`);
}

function parseDateTime(raw: unknown): FieldResult {
  const text = String(raw).trim();
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    return refuse("must be a date and time with a time zone (ISO 8601)");
  }
  const time = Date.parse(text.replace(" ", "T"));
  if (Number.isNaN(time)) return refuse("is not a valid date and time");
  return ok(new Date(time).toISOString());
}

/** Spec section 5: comma or dot as separator, optional plain minus; kept as an exact string. */
function parseDecimal(raw: unknown): FieldResult {
  const text = typeof raw === "number" ? String(raw) : String(raw).trim();
  const match = text.match(/^(-?)(\d+)(?:[.,](\d+))?$/);
  if (!match) return refuse("must be a number (for example 12,50)");
  const [, sign, whole, fraction] = match;
  const digits = `${(whole ?? "0").replace(/^0+(?=\d)/, "")}${fraction ? `.${fraction}` : ""}`;
  if (digits.replace(".", "").length > 30) return refuse("has too many digits");
  const isZero = /^0(\.0+)?$/.test(digits);
  return ok(`${sign && !isZero ? "-" : ""}${digits}`);
}

function parseInteger(raw: unknown): FieldResult {
  const text = String(raw).trim();
  if (!/^-?\d+$/.test(text)) return refuse("must be a whole number");
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return refuse("is too large");
  return ok(value);
}

/** A percentage from 0 to 100, like the AI accuracy figures. */
function parseAccuracy(raw: unknown): FieldResult {
  const decimal = parseDecimal(typeof raw === "string" ? raw.replace(/%$/, "") : raw);
  if (!decimal.ok) return refuse("must be a percentage from 0 to 100");
  const value = Number(decimal.value);
  if (value < 0 || value > 100) return refuse("must be a percentage from 0 to 100");
  return ok(value);
}

function parseEnum(raw: unknown, options: readonly string[]): FieldResult {
  const text = String(raw).trim();
  const option = options.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
  return option === undefined ? refuse(`must be one of: ${options.join(", ")}`) : ok(option);
}

function parseArray(raw: unknown): FieldResult {
  const items = Array.isArray(raw) ? raw : String(raw).split(/[,;\n]/);
  const values = items.map((item) => String(item).trim()).filter((item) => item !== "");
  if (values.some((value) => value.length > 255))
    return refuse("has an item longer than 255 characters");
  return ok(values);
}

function parseText(raw: unknown, dataType: "string" | "text" | "longText"): FieldResult {
  if (typeof raw !== "string" && typeof raw !== "number") return refuse("must be text");
  const text = dataType === "string" ? String(raw).trim() : String(raw);
  const max = MAX_LENGTH[dataType] ?? 255;
  if (text.length > max) return refuse(`must be at most ${max} characters`);
  if (dataType === "string" && /[\r\n]/.test(text)) return refuse("must be a single line");
  return ok(text);
}
