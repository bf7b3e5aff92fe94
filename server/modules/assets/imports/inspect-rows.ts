import { IMPORT_LIMITS, RefusedFileError } from "./import-limits.ts";
import { type ReadOptions, type RowSource, readRows } from "./tabular-rows.ts";

export type RowsInspection = { columns: string[]; preview: string[][]; totalRows: number };

export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

/**
 * Reads the whole file once, as the import will: its header, the first rows for the mapping
 * screen, and how many rows there are. A file the import could not read is refused here.
 */
export async function inspectRows(
  source: RowSource,
  options: ReadOptions,
): Promise<RowsInspection> {
  let columns: string[] | null = null;
  const preview: string[][] = [];
  let totalRows = 0;
  for await (const { cells } of readRows(source, options)) {
    if (isBlankRow(cells)) continue;
    if (!columns) {
      columns = cells.map((cell) => cell.trim());
      continue;
    }
    totalRows++;
    if (preview.length < IMPORT_LIMITS.previewRows) preview.push(cells);
  }
  if (!columns) throw new RefusedFileError("The file is empty: it has no header row.");
  if (totalRows === 0) throw new RefusedFileError("The file has a header row but no data rows.");
  return { columns, preview, totalRows };
}
