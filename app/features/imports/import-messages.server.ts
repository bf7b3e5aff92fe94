import type { getInstance } from "~/lib/i18n.server";

type TFunction = ReturnType<typeof getInstance>["t"];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `t` with keys built at run time; every key used here is in locales/{en,nl}/imports.json. */
const loose = (t: TFunction) => t as unknown as Translate;

type Pattern = [RegExp, string, (match: RegExpMatchArray) => Record<string, unknown>];
const none = () => ({});
/** A number the API wrote the English way ("500,000"), for the locale to format again. */
const number = (text: string | undefined) => Number((text ?? "").replace(/[,.]/g, ""));

// What the API says of a file it refuses (server/modules/assets/imports: receive-upload.ts,
// tabular-rows.ts, inspect-*.ts, xlsx-zip-check.ts, run-import-job.ts, import-file-store.ts,
// import-cannot-start.ts), and why an import was refused, in English; each shape has its own
// text here, with the numbers it names.
const fileMessages: Pattern[] = [
  [/^Choose a file to import$/, "chooseFile", none],
  [/^Choose an asset type$/, "chooseType", none],
  [/^The file is larger than (\d+) MB$/, "tooLarge", (m) => ({ max: m[1] })],
  [/^Send the file as multipart|^The upload could not be read/, "unreadableUpload", none],
  [/^The file is empty: it has no header row\.$/, "empty", none],
  [/^The file has a header row but no data rows\.$/, "noDataRows", none],
  [/^This is not a CSV or Excel \(\.xlsx\) file\./, "notASheet", none],
  [/^The file is not a readable Excel workbook/, "notAWorkbook", none],
  [/\(a zip bomb\)/, "zipBomb", none],
  [/^The file has more than ([\d,.]+) rows\.$/, "tooManyRows", (m) => ({ max: number(m[1]) })],
  [
    /^Row (\d+) has (\d+) columns; at most (\d+) are read\.$/,
    "tooManyColumns",
    (m) => ({ row: m[1], count: m[2], max: m[3] }),
  ],
  [/^Cell ([A-Z]+\d+) holds a formula\./, "formula", (m) => ({ cell: m[1] })],
  [
    /^Row (\d+) has a cell of more than ([\d,.]+) characters\.$/,
    "cellTooLong",
    (m) => ({ row: m[1], max: number(m[2]) }),
  ],
  [/^The import stopped because of an unexpected error/, "unexpectedStop", none],
  [/^The stored copy of the file is missing or incomplete/, "storedFileDamaged", none],
  [/^Only a CSV file has an encoding/, "onlyCsv", none],
  // import-cannot-start.ts: a file no mapping can import into its asset type.
  [
    /^(.+) has more required fields \((.+)\) than the file has columns \((\d+)\)\.$/,
    "tooFewColumns",
    (m) => ({ type: m[1], fields: m[2], columns: m[3] }),
  ],
  [/^(.+) has no fields to import into\.$/, "noFields", (m) => ({ type: m[1] })],
];

/** A refused file, or why an import failed, in the user's language. */
export function translateFileMessage(t: TFunction, message: string): string {
  for (const [pattern, key, values] of fileMessages) {
    const match = message.match(pattern);
    if (match) return loose(t)(`imports:fileErrors.${key}`, values(match));
  }
  return loose(t)("imports:fileErrors.other", { message });
}

/**
 * The API's refusal of a mapping (asset-imports-service.ts). `labels` names the fields by key;
 * the columns are the file's headers.
 */
export function translateMappingMessage(
  t: TFunction,
  message: string,
  labels: Record<string, string>,
): string {
  const tr = loose(t);
  let match = message.match(/^.*: there is no field (.+)$/);
  if (match) return tr("imports:mappingErrors.unknownField", { field: match[1] });
  match = message.match(/^.*: (.+) is filled by another column already$/);
  if (match) {
    const key = match[1] ?? "";
    return tr("imports:mappingErrors.duplicate", { field: labels[key] ?? key });
  }
  match = message.match(/^Required fields need a column: (.+)$/);
  if (match) return tr("imports:mappingErrors.requiredMissing", { fields: match[1] });
  if (/^Map at least one column/.test(message)) return tr("imports:mappingErrors.nothingMapped");
  if (/^The mapping must name a field/.test(message)) return tr("imports:mappingErrors.outdated");
  if (/^Rows can only be matched on a field that a column fills/.test(message)) {
    return tr("imports:mappingErrors.matchNotMapped");
  }
  return translateFileMessage(t, message);
}

// The value checks of server/modules/assets/field-data-types.ts, worded after the field's label,
// and the refusal of a Unique index ("{label} {value} already exists").
const rowMessages: Array<[RegExp, string, (match: RegExpMatchArray) => Record<string, unknown>]> = [
  [/ is required$/, "required", none],
  [/ must be yes or no$/, "boolean", none],
  [/ (must be a date \(|is not a calendar date$)/, "date", none],
  [/ must be a time /, "time", none],
  [/ (must be a date and time|is not a valid date and time)/, "dateTime", none],
  [/ must be a number /, "decimal", none],
  [/ has too many digits$/, "tooManyDigits", none],
  [/ must be a whole number$/, "integer", none],
  [/ is too large$/, "tooLarge", none],
  [/ must be a percentage /, "percentage", none],
  [/ must be one of: (.+)$/, "option", (m) => ({ options: m[1] })],
  [/ has an item longer than (\d+) characters$/, "itemTooLong", (m) => ({ max: m[1] })],
  [/ must be text$/, "text", none],
  [/ must be at most (\d+) characters$/, "tooLong", (m) => ({ max: m[1] })],
  [/ must be a single line$/, "singleLine", none],
];

/** A row the import refused: the reason in the user's language, or the API's words. */
export function translateRowMessage(
  t: TFunction,
  message: string,
  fieldLabel: string | null,
): string {
  const tr = loose(t);
  if (fieldLabel && message.startsWith(`${fieldLabel} `) && message.endsWith(" already exists")) {
    const value = message.slice(fieldLabel.length + 1, -" already exists".length);
    return tr("imports:rowErrors.duplicate", { value });
  }
  for (const [pattern, key, values] of rowMessages) {
    const match = message.match(pattern);
    if (match) return tr(`imports:rowErrors.${key}`, values(match));
  }
  return message;
}
