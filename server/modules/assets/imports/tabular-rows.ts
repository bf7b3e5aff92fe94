import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import Papa from "papaparse";
import { type FileEncoding, IMPORT_LIMITS, RefusedFileError } from "./import-limits.ts";

/** One row of a file: its number as a spreadsheet shows it (the header is row 1), and its cells. */
export type TabularRow = { rowNumber: number; cells: string[] };

export type FileFormat = "csv" | "xlsx";
export type ReadOptions = { format: FileFormat; encoding: FileEncoding; delimiter: string };

/** The file's rows, read a piece at a time: neither format is ever held in memory whole. */
export function readRows(
  source: AsyncIterable<Uint8Array>,
  options: ReadOptions,
): AsyncGenerator<TabularRow> {
  return options.format === "xlsx" ? readXlsxRows(source) : readCsvRows(source, options);
}

async function* readCsvRows(
  source: AsyncIterable<Uint8Array>,
  options: { encoding: FileEncoding; delimiter: string },
): AsyncGenerator<TabularRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: options.delimiter });
  const text = Readable.from(slices(source)).pipe(iconv.decodeStream(options.encoding));
  text.on("error", (error) => parser.destroy(error));
  text.pipe(parser);
  let rowNumber = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    rowNumber++;
    yield checkedRow(rowNumber, cells);
  }
}

/** Papaparse slows down sharply on large chunks (a 1 MB chunk costs 40 times a 64 kB one). */
async function* slices(source: AsyncIterable<Uint8Array>, size = 64 * 1024) {
  for await (const chunk of source) {
    for (let start = 0; start < chunk.length; start += size)
      yield chunk.subarray(start, start + size);
  }
}

async function* readXlsxRows(source: AsyncIterable<Uint8Array>): AsyncGenerator<TabularRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(source), {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "emit",
  });
  // The first worksheet is the data; the others are not read.
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = Array.from(values, (value, index) => cellText(value, row.number, index));
      yield checkedRow(row.number, cells);
    }
    return;
  }
}

function checkedRow(rowNumber: number, cells: string[]): TabularRow {
  if (rowNumber - 1 > IMPORT_LIMITS.maxRows) {
    throw new RefusedFileError(
      `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString("en")} rows.`,
    );
  }
  if (cells.length > IMPORT_LIMITS.maxColumns) {
    throw new RefusedFileError(
      `Row ${rowNumber} has ${cells.length} columns; at most ${IMPORT_LIMITS.maxColumns} are read.`,
    );
  }
  for (const [index, cell] of cells.entries()) {
    if (looksLikeFormula(cell)) {
      throw new RefusedFileError(
        `Cell ${columnName(index)}${rowNumber} holds a formula. Formulas are not imported: save the sheet with values only.`,
      );
    }
    if (cell.length > IMPORT_LIMITS.maxCellCharacters) {
      throw new RefusedFileError(
        `Row ${rowNumber} has a cell of more than ${IMPORT_LIMITS.maxCellCharacters.toLocaleString("en")} characters.`,
      );
    }
  }
  return { rowNumber, cells };
}

/** Text a spreadsheet would run when the data is opened again (=HYPERLINK(…), =cmd|…!A1). */
function looksLikeFormula(cell: string): boolean {
  return /^\s*[=@]/.test(cell) && /[(!|]/.test(cell);
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A cell as the text a user typed: numbers as written, dates as ISO dates. Formulas are refused. */
function cellText(value: unknown, rowNumber: number, index: number): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) {
      throw new RefusedFileError(
        `Cell ${columnName(index)}${rowNumber} holds a formula. Formulas are not imported: save the sheet with values only.`,
      );
    }
    if ("richText" in value && Array.isArray(value.richText)) {
      return value.richText.map((part: { text?: string }) => part.text ?? "").join("");
    }
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}
