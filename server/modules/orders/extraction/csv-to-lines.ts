import iconv from "iconv-lite";
import Papa from "papaparse";
import { detectDelimiter } from "../../assets/imports/detect-delimiter.ts";
import { detectEncoding } from "../../assets/imports/detect-encoding.ts";
import type { MessageLine } from "./message-types.ts";

const MAX_ROWS = 5_000;

/**
 * A CSV attachment as lines of cells. The character set is sniffed (UTF-8, else ISO-8859-15,
 * which also reads -1 text and adds €), and so is the delimiter.
 */
export function csvToLines(bytes: Uint8Array, attachment: string): MessageLine[] {
  const encoding = detectEncoding(bytes.subarray(0, 64 * 1024));
  const text = iconv
    .decode(Buffer.from(bytes), encoding === "UTF-8" ? "utf-8" : "iso-8859-15")
    .replace(/^\uFEFF/, "");
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true, preview: MAX_ROWS });
  return parsed.data.map((row, index) => ({
    text: row.map((cell) => cell.trim()).join("  "),
    cells: row.map((cell, column) => ({
      text: cell.trim(),
      x: column,
      provenance: { source: "csv", attachment, row: index + 1, column: column + 1 },
    })),
    provenance: { source: "csv", attachment, row: index + 1, column: null },
  }));
}
