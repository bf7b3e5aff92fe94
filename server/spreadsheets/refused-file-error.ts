/** A file Fennec will not read; the message says why and is shown to the user as it is. */
export class RefusedFileError extends Error {
  override name = "RefusedFileError";
}

/**
 * Why an XLSX file is refused when its structure is wrong. The start is the same for every such
 * case so the web can show it in the user's language; the rest is for the log and the API.
 */
export function notAWorkbook(reason?: string): RefusedFileError {
  return new RefusedFileError(
    `The file is not a readable Excel workbook (.xlsx)${reason ? `: ${reason}` : ""}.`,
  );
}
