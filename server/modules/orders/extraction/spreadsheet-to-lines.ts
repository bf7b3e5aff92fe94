import ExcelJS from "exceljs";
import type { Cell, MessageLine } from "./message-types.ts";

const MAX_ROWS = 5_000;

/** Each non-empty row of each sheet becomes a line with its cells (numbers keep their value). */
export async function xlsxToLines(bytes: Uint8Array, attachment: string): Promise<MessageLine[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const lines: MessageLine[] = [];
  for (const sheet of workbook.worksheets) {
    let rowCount = 0;
    sheet.eachRow((row, rowNumber) => {
      if (++rowCount > MAX_ROWS) return;
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        const { text, value } = cellContent(cell.value);
        cells.push({
          text,
          ...(value === undefined ? {} : { value }),
          x: column,
          provenance: {
            source: "sheet",
            attachment,
            sheet: sheet.name,
            cell: `${columnName(column)}${rowNumber}`,
          },
        });
      });
      const kept = trimEmpty(cells);
      if (kept.length === 0) return;
      lines.push({
        text: kept.map((cell) => cell.text).join("  "),
        cells: kept,
        provenance: { source: "sheet", attachment, sheet: sheet.name, cell: `A${rowNumber}` },
      });
    });
  }
  return lines;
}

function cellContent(value: ExcelJS.CellValue): { text: string; value?: number } {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "number") return { text: String(value), value };
  if (typeof value === "string") return { text: value.trim() };
  if (typeof value === "boolean") return { text: String(value) };
  if (value instanceof Date) {
    const iso = value.toISOString().slice(0, 10);
    return { text: iso };
  }
  if (typeof value === "object") {
    if ("result" in value && value.result !== undefined)
      return cellContent(value.result as ExcelJS.CellValue);
    if ("richText" in value)
      return {
        text: value.richText
          .map((part) => part.text)
          .join("")
          .trim(),
      };
    if ("text" in value) return { text: String(value.text).trim() };
  }
  return { text: String(value) };
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
