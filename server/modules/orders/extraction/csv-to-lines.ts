import iconv from "iconv-lite";
import { CsvTokenizer } from "../../assets/imports/csv-tokenizer.ts";
import { detectDelimiter } from "../../assets/imports/detect-delimiter.ts";
import { detectEncoding } from "../../assets/imports/detect-encoding.ts";
import type { MessageLine } from "./message-types.ts";

const MAX_ROWS = 5_000;
/** The text is fed to the tokenizer in pieces, so reading stops soon after the last row kept. */
const PIECE = 64 * 1024;

/**
 * A CSV attachment as lines of cells. The character set is sniffed (UTF-8, else ISO-8859-15,
 * which also reads -1 text and adds €), and so is the delimiter. The rows are split by the
 * import's tokenizer (one parser for every CSV file, with its limits on cells and columns: a file
 * past them is refused like an import is); empty lines are left out and at most 5,000 rows read.
 */
export function csvToLines(bytes: Uint8Array, attachment: string): MessageLine[] {
  const encoding = detectEncoding(bytes.subarray(0, 64 * 1024));
  const text = iconv
    .decode(Buffer.from(bytes), encoding === "UTF-8" ? "utf-8" : "iso-8859-15")
    .replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  const tokenizer = new CsvTokenizer(detectDelimiter(text), (_rowNumber, cells) => {
    const empty = cells.length === 1 && cells[0] === "";
    if (!empty && rows.length < MAX_ROWS) rows.push(cells);
  });
  for (let at = 0; at < text.length && rows.length < MAX_ROWS; at += PIECE) {
    tokenizer.write(text.slice(at, at + PIECE));
  }
  if (rows.length < MAX_ROWS) tokenizer.end();
  return rows.map((row, index) => ({
    text: row.map((cell) => cell.trim()).join("  "),
    cells: row.map((cell, column) => ({
      text: cell.trim(),
      x: column,
      provenance: { source: "csv", attachment, row: index + 1, column: column + 1 },
    })),
    provenance: { source: "csv", attachment, row: index + 1, column: null },
  }));
}
