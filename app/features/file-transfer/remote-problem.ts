import { REMOTE_ERROR_CODES } from "../../../server/contracts/connectivity/remote-server";

/**
 * Why talking to an FTP or SFTP server failed (decision 045): the API's stable code, which the
 * page says in the user's language, and the server's own words as a technical detail.
 */
export type RemoteProblem = { code: string; detail: string };

const isKnown = (code: unknown): code is string =>
  typeof code === "string" && (REMOTE_ERROR_CODES as readonly string[]).includes(code);

/** What an export attempt can also fail on, besides the connection (decision 046). */
const EXPORT_PROBLEM_CODES = ["template", "http"];

/**
 * The translation key (namespace `file-transfer`) that says a connection or transfer problem in
 * words; null for a code that is not one (an area's own, such as an import's).
 */
export function remoteProblemKey(code: string): string | null {
  return isKnown(code) || EXPORT_PROBLEM_CODES.includes(code)
    ? `file-transfer:problems.${code}`
    : null;
}

/**
 * A refusal of a call to the server (`{ code, message, details: { code } }`): its code, or
 * `invalid-path` for a path the API refused, `protocol` for anything unforeseen.
 */
export function remoteProblemOf(error: {
  code: string;
  message?: string;
  details?: unknown;
}): RemoteProblem {
  const details = error.details as { code?: unknown } | undefined;
  const code = isKnown(details?.code)
    ? details.code
    : error.code === "validation_failed"
      ? "invalid-path"
      : "protocol";
  return { code, detail: error.message ?? "" };
}
