import { IMPORT_MAX_COLUMNS } from "../../../contracts/imports/file-formats.ts";

/**
 * What an import accepts. A file beyond these is refused at upload with a message that says
 * which limit it broke; none of them is reached by a real catalogue.
 */
export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxFileBytes: 50 * 1024 * 1024,
  /** Data rows, the header not counted. */
  maxRows: 500_000,
  maxColumns: IMPORT_MAX_COLUMNS,
  maxCellCharacters: 10_000,
  /** XLSX: what all the parts of the zip may unpack to, and how far one part may expand. */
  maxUnpackedBytes: 500 * 1024 * 1024,
  maxCompressionRatio: 200,
  /** XLSX: the distinct texts of the cells, which are kept while the sheet is read. */
  maxSharedStrings: 4_000_000,
  maxSharedTextBytes: 128 * 1024 * 1024,
  /** Rows kept for the mapping screen. */
  previewRows: 5,
  /** Row errors kept per import; further ones are only counted. */
  maxStoredErrors: 1_000,
} as const;

// The formats are the API's contract (decision 041); the import code finds them here too.
export {
  CSV_DELIMITERS,
  type CsvDelimiter,
  FILE_ENCODINGS,
  type FileEncoding,
} from "../../../contracts/imports/file-formats.ts";

// A file the import will not read; the message is shown to the user as it is. The XLSX reader,
// shared with the order extraction, refuses with the same error.
export { RefusedFileError } from "../../../spreadsheets/refused-file-error.ts";
