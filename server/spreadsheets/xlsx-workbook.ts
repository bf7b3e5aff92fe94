import { StringDecoder } from "node:string_decoder";
import { notAWorkbook, RefusedFileError } from "./refused-file-error.ts";
import { type SharedStringLimits, SharedStrings } from "./shared-strings.ts";
import { excelDate, isDateFormat } from "./xlsx-date-styles.ts";
import { type XmlHandler, XmlTokenizer } from "./xml-tokenizer.ts";
import { ZipArchive, type ZipLimits } from "./zip-archive.ts";
import type { ZipSource } from "./zip-source.ts";

export type XlsxLimits = ZipLimits &
  SharedStringLimits & {
    /** Columns a cell with a value may be in; a cell beyond refuses the file. */
    maxColumns: number;
    /** Characters kept of one cell: a longer one is cut to one more, for the caller to refuse. */
    maxCellCharacters: number;
  };

/** A cell with a value: its text, number, yes/no or date, and whether a formula computed it. */
export type SheetCell = {
  value: string | number | boolean | Date;
  formula: boolean;
  error: boolean;
};
/** A row as the sheet numbers it (ascending), its cells by column (A is 0), null where empty. */
export type SheetRow = { rowNumber: number; cells: Array<SheetCell | null> };
export type SheetInfo = { name: string; path: string };

/** Excel's own limits: a reference beyond them is not a spreadsheet's. */
const EXCEL_MAX_COLUMNS = 16_384;
const EXCEL_MAX_ROWS = 1_048_576;
const MAX_SHEETS = 1_000;
const MAX_RELATIONSHIPS = 10_000;
const MAX_STYLES = 100_000;

export function tooManyColumns(rowNumber: number, count: number, max: number): RefusedFileError {
  return new RefusedFileError(`Row ${rowNumber} has ${count} columns; at most ${max} are read.`);
}

/**
 * An XLSX workbook read with bounds of our own: the parts are found through the zip's central
 * directory and streamed through a counting inflater into a bounded XML tokenizer. Only the
 * sheet list, the styles that make numbers dates and the shared texts are kept; a sheet's rows
 * come one at a time. Rows are counted as they come: their numbers must ascend.
 */
export class XlsxWorkbook {
  private constructor(
    private readonly archive: ZipArchive,
    private readonly source: ZipSource,
    private readonly limits: XlsxLimits,
    readonly sheets: SheetInfo[],
    private readonly sharedStrings: SharedStrings,
    private readonly dateStyles: Uint8Array,
    private readonly date1904: boolean,
  ) {}

  /** Opens the workbook; `source` is closed by `close()`, or here when the file is refused. */
  static async open(source: ZipSource, limits: XlsxLimits): Promise<XlsxWorkbook> {
    try {
      const archive = await ZipArchive.open(source, limits);
      const root = await readRelationships(archive, "_rels/.rels");
      const workbookPath =
        [...root.values()].find((rel) => rel.type.endsWith("/officeDocument"))?.target ??
        "xl/workbook.xml";
      if (!archive.has(workbookPath)) throw notAWorkbook();
      const folder = workbookPath.slice(0, workbookPath.lastIndexOf("/") + 1);
      const relsPath = `${folder}_rels/${workbookPath.slice(folder.length)}.rels`;
      const relationships = await readRelationships(archive, relsPath, folder);
      const partOfType = (type: string, fallback: string) => {
        const path =
          [...relationships.values()].find((rel) => rel.type.endsWith(type))?.target ?? fallback;
        return archive.has(path) ? path : null;
      };

      const sheets: SheetInfo[] = [];
      let date1904 = false;
      await readPart(archive, workbookPath, {
        open(name, attributes) {
          if (name === "workbookPr") {
            date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
          } else if (name === "sheet") {
            if (sheets.length >= MAX_SHEETS) throw notAWorkbook("it has too many sheets");
            const rel = relationships.get(attributes.id ?? "");
            if (rel?.type.endsWith("/worksheet") && archive.has(rel.target)) {
              sheets.push({ name: attributes.name ?? "", path: rel.target });
            }
          }
        },
        close() {},
        text() {},
      });

      const stylesPath = partOfType("/styles", `${folder}styles.xml`);
      const dateStyles = stylesPath ? await readDateStyles(archive, stylesPath) : new Uint8Array();
      const sharedStrings = new SharedStrings(limits);
      const stringsPath = partOfType("/sharedStrings", `${folder}sharedStrings.xml`);
      if (stringsPath) await readSharedStrings(archive, stringsPath, sharedStrings, limits);
      return new XlsxWorkbook(archive, source, limits, sheets, sharedStrings, dateStyles, date1904);
    } catch (error) {
      await source.close();
      throw error;
    }
  }

  close(): Promise<void> {
    return this.source.close();
  }

  /** The sheet's rows with a cell or more, one at a time. */
  async *rows(sheet: SheetInfo): AsyncGenerator<SheetRow> {
    for await (const batch of this.rowBatches(sheet)) yield* batch;
  }

  /** The sheet's rows with a cell or more, those of each piece of the sheet together. */
  async *rowBatches(sheet: SheetInfo): AsyncGenerator<SheetRow[]> {
    const { limits, sharedStrings, dateStyles, date1904 } = this;
    let ready: SheetRow[] = [];
    let inData = false;
    let row: SheetRow | null = null;
    let lastRow = 0;
    let lastColumn = 0;
    let cell: { column: number; type: string; style: number; formula: boolean } | null = null;
    let value: TextCollector | null = null;
    let inline: TextCollector | null = null;
    let phonetic = 0;
    const cap = limits.maxCellCharacters + 1;

    const handler: XmlHandler = {
      open(name, attributes) {
        if (name === "sheetData") inData = true;
        else if (!inData) return;
        else if (name === "row") {
          const rowNumber = attributes.r === undefined ? lastRow + 1 : wholeNumber(attributes.r);
          if (rowNumber <= lastRow || rowNumber > EXCEL_MAX_ROWS) {
            throw notAWorkbook(`its row ${attributes.r} comes twice or out of order`);
          }
          lastRow = rowNumber;
          lastColumn = 0;
          row = { rowNumber, cells: [] };
        } else if (name === "c" && row) {
          const column = attributes.r === undefined ? lastColumn + 1 : columnNumber(attributes.r);
          if (column > EXCEL_MAX_COLUMNS) {
            throw tooManyColumns(row.rowNumber, column, limits.maxColumns);
          }
          if (column <= lastColumn) {
            throw notAWorkbook(`its cell ${attributes.r} comes twice or out of order`);
          }
          lastColumn = column;
          const style = attributes.s === undefined ? 0 : wholeNumber(attributes.s);
          cell = { column, type: attributes.t ?? "n", style, formula: false };
          value = null;
          inline = null;
        } else if (cell) {
          if (name === "f") cell.formula = true;
          else if (name === "v") value = new TextCollector(cap, true);
          else if (name === "is") inline = new TextCollector(cap, false);
          else if (name === "rPh") phonetic++;
          else if (name === "t" && inline && phonetic === 0) inline.collecting = true;
        }
      },
      close(name) {
        if (name === "sheetData") inData = false;
        else if (!inData) return;
        else if (name === "row" && row) {
          if (row.cells.length > 0) {
            for (let i = 0; i < row.cells.length; i++) row.cells[i] ??= null;
            ready.push(row);
          }
          row = null;
        } else if (name === "c" && cell && row) {
          const content = cellValue(cell, value, inline, sharedStrings, dateStyles, date1904);
          if (content) {
            if (cell.column > limits.maxColumns) {
              throw tooManyColumns(row.rowNumber, cell.column, limits.maxColumns);
            }
            row.cells[cell.column - 1] = content;
          }
          cell = null;
        } else if (name === "v" && value) value.collecting = false;
        else if (name === "t" && inline) inline.collecting = false;
        else if (name === "rPh") phonetic--;
      },
      text(text) {
        if (value?.collecting) value.add(text);
        else if (inline?.collecting) inline.add(text);
      },
    };
    for await (const _ of parsePart(this.archive, sheet.path, handler)) {
      if (ready.length > 0) yield ready;
      ready = [];
    }
    if (ready.length > 0) yield ready;
  }
}

/** Text of an element, kept up to `cap` characters. */
class TextCollector {
  text = "";
  constructor(
    private readonly cap: number,
    public collecting: boolean,
  ) {}
  add(piece: string) {
    if (this.text.length < this.cap) this.text += piece.slice(0, this.cap - this.text.length);
  }
}

function cellValue(
  cell: { type: string; style: number; formula: boolean },
  value: TextCollector | null,
  inline: TextCollector | null,
  sharedStrings: SharedStrings,
  dateStyles: Uint8Array,
  date1904: boolean,
): SheetCell | null {
  const text = value?.text ?? "";
  const { formula } = cell;
  const of = (content: SheetCell["value"], error = false): SheetCell => ({
    value: content,
    formula,
    error,
  });
  switch (cell.type) {
    case "s":
      return value ? of(sharedStrings.get(wholeNumber(text))) : null;
    case "inlineStr":
      return inline ? of(inline.text) : formula ? of("") : null;
    case "str":
      return of(text);
    case "b":
      return value ? of(text === "1" || text === "true") : formula ? of("") : null;
    case "e":
      return of(text, true);
    case "d": {
      const date = new Date(text);
      return value ? of(Number.isNaN(date.getTime()) ? text : date) : formula ? of("") : null;
    }
    default: {
      if (text.trim() === "") return formula ? of("") : null;
      const number = Number(text);
      if (Number.isNaN(number)) return of(text);
      return of(dateStyles[cell.style] === 1 ? excelDate(number, date1904) : number);
    }
  }
}

function wholeNumber(text: string): number {
  if (!/^\s*\d{1,10}\s*$/.test(text)) throw notAWorkbook("it holds a malformed number");
  return Number(text);
}

/** The column of a cell reference like `AB12` (A is 1); letters past XFD refuse the file. */
function columnNumber(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    // Past Excel's last column the number no longer matters (and would overflow).
    column = Math.min(column * 26 + (code - 64), EXCEL_MAX_COLUMNS + 1);
  }
  if (i === 0 || !/^\d*$/.test(reference.slice(i))) {
    throw notAWorkbook(`its cell reference ${reference.slice(0, 20)} is malformed`);
  }
  return column;
}

type Relationship = { type: string; target: string };

async function readRelationships(archive: ZipArchive, path: string, folder = "") {
  const relationships = new Map<string, Relationship>();
  if (!archive.has(path)) return relationships;
  await readPart(archive, path, {
    open(name, attributes) {
      if (name !== "Relationship") return;
      if (relationships.size >= MAX_RELATIONSHIPS) throw notAWorkbook();
      const target = attributes.Target ?? "";
      relationships.set(attributes.Id ?? "", {
        type: attributes.Type ?? "",
        target: resolvePath(folder, target),
      });
    },
    close() {},
    text() {},
  });
  return relationships;
}

function resolvePath(folder: string, target: string): string {
  const parts = (target.startsWith("/") ? target.slice(1) : folder + target).split("/");
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === "..") resolved.pop();
    else if (part !== "." && part !== "") resolved.push(part);
  }
  return resolved.join("/");
}

/** For each cell style (`s` of a cell), 1 when it shows numbers as dates. */
async function readDateStyles(archive: ZipArchive, path: string): Promise<Uint8Array> {
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellFormats = false;
  await readPart(archive, path, {
    open(name, attributes) {
      if (name === "numFmt") {
        if (formats.size >= MAX_STYLES) throw notAWorkbook("it has too many styles");
        formats.set(wholeNumber(attributes.numFmtId ?? ""), attributes.formatCode ?? "");
      } else if (name === "cellXfs") inCellFormats = true;
      else if (name === "xf" && inCellFormats) {
        if (styles.length >= MAX_STYLES) throw notAWorkbook("it has too many styles");
        styles.push(attributes.numFmtId === undefined ? 0 : wholeNumber(attributes.numFmtId));
      }
    },
    close(name) {
      if (name === "cellXfs") inCellFormats = false;
    },
    text() {},
  });
  return Uint8Array.from(styles, (id) => (isDateFormat(id, formats.get(id)) ? 1 : 0));
}

async function readSharedStrings(
  archive: ZipArchive,
  path: string,
  strings: SharedStrings,
  limits: XlsxLimits,
) {
  let text: TextCollector | null = null;
  let phonetic = 0;
  await readPart(archive, path, {
    open(name) {
      if (name === "si") text = new TextCollector(limits.maxCellCharacters + 1, false);
      else if (name === "rPh") phonetic++;
      else if (name === "t" && text && phonetic === 0) text.collecting = true;
    },
    close(name) {
      if (name === "si" && text) {
        strings.add(text.text);
        text = null;
      } else if (name === "t" && text) text.collecting = false;
      else if (name === "rPh") phonetic--;
    },
    text(piece) {
      if (text?.collecting) text.add(piece);
    },
  });
}

async function readPart(archive: ZipArchive, path: string, handler: XmlHandler) {
  for await (const _ of parsePart(archive, path, handler));
}

/** Feeds the part to `handler`, yielding after each piece so the caller can hand rows on. */
async function* parsePart(archive: ZipArchive, path: string, handler: XmlHandler) {
  const tokenizer = new XmlTokenizer(handler);
  let decoder: StringDecoder | null = null;
  for await (const chunk of archive.read(path)) {
    let bytes = chunk;
    if (!decoder) {
      if (bytes[0] === 0xff && bytes[1] === 0xfe) {
        decoder = new StringDecoder("utf16le");
        bytes = bytes.subarray(2);
      } else {
        decoder = new StringDecoder("utf8");
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
      }
    }
    tokenizer.write(decoder.write(bytes));
    yield;
  }
  tokenizer.write(decoder?.end() ?? "");
  tokenizer.end();
}
