/** What an import may be and how its file may be read, shared by the server and the page. */

/** The file encodings of spec section 3: the API's (its contract has no imports). */
export { FILE_ENCODINGS as fileEncodings } from "../../../server/contracts/imports/file-formats";
export {
  IMPORT_STATUSES as importStatuses,
  type ImportStatus,
} from "../../../server/contracts/imports/import-statuses";

/** The delimiters a CSV may use, by the name the form sends (a tab does not survive a form). */
export const delimiters = { semicolon: ";", comma: ",", tab: "\t", pipe: "|" } as const;
export type DelimiterName = keyof typeof delimiters;

export function delimiterName(delimiter: string | null): DelimiterName | null {
  const found = Object.entries(delimiters).find(([, value]) => value === delimiter);
  return found ? (found[0] as DelimiterName) : null;
}
