/**
 * How an imported file may be read, for the API and the web alike. No imports but plain lists: the browser's
 * mapping form takes these lists too (decision 041).
 */

/** The file encodings of spec section 3. */
export { FILE_ENCODINGS, type FileEncoding } from "../connectivity/file-encodings.ts";

export const CSV_DELIMITERS = [";", ",", "\t", "|"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Columns a file may have; the mapping has one entry per column. */
export const IMPORT_MAX_COLUMNS = 200;
