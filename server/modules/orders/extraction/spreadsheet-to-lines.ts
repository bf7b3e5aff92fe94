import { type SheetCell, XlsxWorkbook } from "../../../spreadsheets/xlsx-workbook.ts";
import { bytesZipSource } from "../../../spreadsheets/zip-source.ts";
import type { Cell, MessageLine } from "./message-types.ts";

const MAX_ROWS = 5_000;

/**
 * The bounds of the shared XLSX reader for an attachment: what it may unpack to and how many
 * texts it may keep (an attachment that breaks them is refused, as a warning of the message).
 */
const XLSX_LIMITS = {
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 200,
  maxSharedStrings: 1_000_000,
  maxSharedTextBytes: 32 * 1024 * 1024,
  maxColumns: 16_384,
  maxCellCharacters: 32_767,
};

/** Each non-empty row of each sheet becomes a line with its cells (numbers keep their value). */
export async function xlsxToLines(bytes: Uint8Array, attachment: string): Promise<MessageLine[]> {
  const workbook = await XlsxWorkbook.open(bytesZipSource(bytes), XLSX_LIMITS);
  const lines: MessageLine[] = [];
  try {
    for (const sheet of workbook.sheets) {
      let rowCount = 0;
      for await (const { rowNumber, cells: row } of workbook.rows(sheet)) {
        if (++rowCount > MAX_ROWS) break;
        const cells: Cell[] = row.map((cell, index) => {
          const { text, value } = cellContent(cell);
          return {
            text,
            ...(value === undefined ? {} : { value }),
            x: index + 1,
            provenance: {
              source: "sheet",
              attachment,
              sheet: sheet.name,
              cell: `${columnName(index + 1)}${rowNumber}`,
            },
          };
        });
        const kept = trimEmpty(cells);
        if (kept.length === 0) continue;
        lines.push({
          text: kept.map((cell) => cell.text).join("  "),
          cells: kept,
          provenance: { source: "sheet", attachment, sheet: sheet.name, cell: `A${rowNumber}` },
        });
      }
    }
  } finally {
    await workbook.close();
  }
  return lines;
}

function cellContent(cell: SheetCell | null): { text: string; value?: number } {
  if (!cell) return { text: "" };
  const { value } = cell;
  if (typeof value === "number") return { text: String(value), value };
  if (typeof value === "string") return { text: value.trim() };
  if (typeof value === "boolean") return { text: String(value) };
  return { text: Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10) };
}

function trimEmpty(cells: Cell[]): Cell[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1]?.text === "") end--;
  let start = 0;
  while (start < end && cells[start]?.text === "") start++;
  return cells.slice(start, end);
}

function columnName(column: number): string {
  let name = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
