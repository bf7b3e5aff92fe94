import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import iconv from "iconv-lite";
import { type SheetCell, XlsxWorkbook } from "../../../spreadsheets/xlsx-workbook.ts";
import { fileZipSource } from "../../../spreadsheets/zip-source.ts";
import { CsvTokenizer } from "./csv-tokenizer.ts";
import { type FileEncoding, IMPORT_LIMITS, RefusedFileError } from "./import-limits.ts";

/** One row of a file: its number as a spreadsheet shows it (the header is row 1), and its cells. */
export type TabularRow = { rowNumber: number; cells: string[] };

export type FileFormat = "csv" | "xlsx";
export type ReadOptions = { format: FileFormat; encoding: FileEncoding; delimiter: string };
/** A file on disk, or its bytes a piece at a time (the stored file of an import). */
export type RowSource = { path: string } | AsyncIterable<Uint8Array>;

/**
 * The file's rows, read a piece at a time: neither format is ever held in memory whole, rows
 * are counted as they come, and after each piece the event loop gets a turn, so no file holds
 * the server up for longer than it takes to read one piece.
 */
export async function* readRows(
  source: RowSource,
  options: ReadOptions,
): AsyncGenerator<TabularRow> {
  let count = 0;
  // Rows come in batches (those of one piece of the file): one await per piece, not per row.
  const batches = options.format === "xlsx" ? readXlsxRows(source) : readCsvRows(source, options);
  for await (const batch of batches) {
    for (const row of batch) {
      count++;
      if (count - 1 > IMPORT_LIMITS.maxRows) {
        throw new RefusedFileError(
          `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString("en")} rows.`,
        );
      }
      yield checkedRow(row.rowNumber, row.cells);
    }
  }
}

const CSV_PIECE_BYTES = 64 * 1024;

async function* readCsvRows(
  source: RowSource,
  options: { encoding: FileEncoding; delimiter: string },
): AsyncGenerator<TabularRow[]> {
  const decoder = iconv.getDecoder(options.encoding);
  let rows: TabularRow[] = [];
  const tokenizer = new CsvTokenizer(options.delimiter, (rowNumber, cells) => {
    rows.push({ rowNumber, cells });
  });
  const chunks =
    Symbol.asyncIterator in source
      ? source
      : createReadStream(source.path, { highWaterMark: CSV_PIECE_BYTES });
  for await (const chunk of chunks as AsyncIterable<Uint8Array>) {
    for (let start = 0; start < chunk.length; start += CSV_PIECE_BYTES) {
      tokenizer.write(decoder.write(Buffer.from(chunk.subarray(start, start + CSV_PIECE_BYTES))));
      yield rows;
      rows = [];
      await nextTurn();
    }
  }
  tokenizer.write(decoder.end() ?? "");
  tokenizer.end();
  yield rows;
}

/** What an import reads of a workbook: its bounds are the import's limits. */
const XLSX_LIMITS = {
  maxUnpackedBytes: IMPORT_LIMITS.maxUnpackedBytes,
  maxCompressionRatio: IMPORT_LIMITS.maxCompressionRatio,
  maxSharedStrings: IMPORT_LIMITS.maxSharedStrings,
  maxSharedTextBytes: IMPORT_LIMITS.maxSharedTextBytes,
  maxColumns: IMPORT_LIMITS.maxColumns,
  maxCellCharacters: IMPORT_LIMITS.maxCellCharacters,
};

/** The first sheet (in the workbook's order); the others are not read. */
async function* readXlsxRows(source: RowSource): AsyncGenerator<TabularRow[]> {
  // A zip is read from its end: a stored file is first copied to a temporary one.
  const spooled = Symbol.asyncIterator in source ? await spool(source) : null;
  try {
    const filePath = spooled ? spooled.filePath : (source as { path: string }).path;
    const workbook = await XlsxWorkbook.open(await fileZipSource(filePath), XLSX_LIMITS);
    try {
      const first = workbook.sheets[0];
      if (!first) return;
      for await (const rows of workbook.rowBatches(first)) {
        yield rows.map((row) => ({
          rowNumber: row.rowNumber,
          cells: row.cells.map((cell, index) => cellText(cell, row.rowNumber, index)),
        }));
      }
    } finally {
      await workbook.close();
    }
  } finally {
    if (spooled) await rm(spooled.folder, { recursive: true, force: true });
  }
}

async function spool(source: AsyncIterable<Uint8Array>) {
  const folder = await mkdtemp(path.join(tmpdir(), "fennec-import-"));
  const filePath = path.join(folder, "workbook.xlsx");
  try {
    await pipeline(source, createWriteStream(filePath));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { folder, filePath };
}

function checkedRow(rowNumber: number, rawCells: string[]): TabularRow {
  // PostgreSQL cannot store a NUL in text; in a catalogue's cell it is never meant.
  const cells = rawCells.map((cell) =>
    cell.includes("\u0000") ? cell.replaceAll("\u0000", "") : cell,
  );
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
function cellText(cell: SheetCell | null, rowNumber: number, index: number): string {
  if (!cell) return "";
  if (cell.formula) {
    throw new RefusedFileError(
      `Cell ${columnName(index)}${rowNumber} holds a formula. Formulas are not imported: save the sheet with values only.`,
    );
  }
  const { value } = cell;
  if (cell.error) return "";
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  return String(value);
}
