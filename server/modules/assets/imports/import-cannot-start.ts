type TypeField = { label: string; required: boolean };

/**
 * Why no mapping of the file's columns could ever start an import into this asset type, or
 * null when one can: the type has no fields to fill, or more required fields than the file has
 * columns (each column fills one field). Choosing columns again cannot help; another file (or
 * another type) can. The web translates these sentences (import-messages.server.ts).
 */
export function whyImportCannotStart(
  typeName: string,
  columnCount: number,
  fields: readonly TypeField[],
): string | null {
  if (fields.length === 0) return `${typeName} has no fields to import into.`;
  const required = fields.filter((field) => field.required);
  if (required.length > columnCount) {
    return `${typeName} has more required fields (${required.map((field) => field.label).join(", ")}) than the file has columns (${columnCount}).`;
  }
  return null;
}
