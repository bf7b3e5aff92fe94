/**
 * How an imported file may be read, for the API and the web alike. No imports: the browser's
 * mapping form takes these lists too (decision 041).
 */

/** The file encodings of spec section 3. */
export const FILE_ENCODINGS = ["UTF-8", "ISO-8859-1", "ISO-8859-15", "ISO-8859-2"] as const;
export type FileEncoding = (typeof FILE_ENCODINGS)[number];

export const CSV_DELIMITERS = [";", ",", "\t", "|"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Columns a file may have; the mapping has one entry per column. */
export const IMPORT_MAX_COLUMNS = 200;
