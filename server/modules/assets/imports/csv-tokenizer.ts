import { IMPORT_LIMITS, RefusedFileError } from "./import-limits.ts";

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted field: a second one is a literal quote, anything else ends it. */
const QUOTE_IN_QUOTED = 3;

/**
 * CSV split into rows as the text arrives (RFC 4180: `"` quotes, `""` is a quote, a row ends at
 * CR, LF or CRLF). Each character is looked at once and a cell is refused as soon as it passes
 * the limit, so an endless quoted field costs neither time nor memory (papaparse re-read the
 * unfinished row with every piece: quadratic). Columns past the limit are counted, not kept.
 */
export class CsvTokenizer {
  private state = FIELD_START;
  private field = "";
  private cells: string[] = [];
  private columns = 0;
  /** A CR ended the row: an LF right after it belongs to the same line end. */
  private afterCarriageReturn = false;
  private rowNumber = 1;

  constructor(
    private readonly delimiter: string,
    private readonly emit: (rowNumber: number, cells: string[]) => void,
  ) {}

  write(text: string): void {
    const delimiter = this.delimiter.charCodeAt(0);
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.afterCarriageReturn) {
        this.afterCarriageReturn = false;
        if (text.charCodeAt(i) === 10) {
          i++;
          continue;
        }
      }
      if (this.state === QUOTED) {
        const quote = text.indexOf('"', i);
        this.append(text, i, quote < 0 ? n : quote);
        if (quote < 0) return;
        i = quote + 1;
        this.state = QUOTE_IN_QUOTED;
        continue;
      }
      if (this.state === QUOTE_IN_QUOTED && text.charCodeAt(i) === 34) {
        this.append('"', 0, 1);
        this.state = QUOTED;
        i++;
        continue;
      }
      if (this.state === FIELD_START && text.charCodeAt(i) === 34) {
        this.state = QUOTED;
        i++;
        continue;
      }
      // Unquoted text, or what follows a closing quote: up to the next delimiter or line end.
      this.state = UNQUOTED;
      let end = i;
      let code = 0;
      while (end < n) {
        code = text.charCodeAt(end);
        if (code === delimiter || code === 10 || code === 13) break;
        end++;
      }
      this.append(text, i, end);
      if (end === n) return;
      this.endField();
      if (code !== delimiter) {
        this.endRow();
        this.afterCarriageReturn = code === 13;
      }
      this.state = FIELD_START;
      i = end + 1;
    }
  }

  /** The text has ended: a last row without a line end still counts; an empty one does not. */
  end(): void {
    if (this.state !== FIELD_START || this.field !== "" || this.columns > 0) {
      this.endField();
      this.endRow();
    }
  }

  private append(text: string, from: number, to: number) {
    if (to <= from) return;
    if (this.field.length + (to - from) > IMPORT_LIMITS.maxCellCharacters) {
      throw new RefusedFileError(
        `Row ${this.rowNumber} has a cell of more than ${IMPORT_LIMITS.maxCellCharacters.toLocaleString("en")} characters.`,
      );
    }
    this.field += text.slice(from, to);
  }

  private endField() {
    this.columns++;
    if (this.columns <= IMPORT_LIMITS.maxColumns) this.cells.push(this.field);
    this.field = "";
  }

  private endRow() {
    if (this.columns > IMPORT_LIMITS.maxColumns) {
      throw new RefusedFileError(
        `Row ${this.rowNumber} has ${this.columns} columns; at most ${IMPORT_LIMITS.maxColumns} are read.`,
      );
    }
    this.emit(this.rowNumber, this.cells);
    this.rowNumber++;
    this.cells = [];
    this.columns = 0;
    this.state = FIELD_START;
  }
}
