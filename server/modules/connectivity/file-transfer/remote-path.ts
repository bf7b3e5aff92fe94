import { RemoteTransferError } from "./remote-files.ts";

/** Control characters (C0 and DEL) and the backslash: never part of a path Fennec sends. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const UNSENDABLE = /[\u0000-\u001f\u007f\\]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * Paths on a remote server come from an administrator's settings and from a server's listing;
 * before one goes into an FTP command or SFTP request it is normalised here and refused when it
 * could climb out of the intended directory (`..`), cut a command short or garble a log line (NUL, line breaks, any control character) or
 * mean something else on a Windows server (backslash).
 */
export function normalizeRemotePath(input: string): string {
  if (UNSENDABLE.test(input)) throw invalidPath(input);
  const absolute = input.startsWith("/");
  const segments: string[] = [];
  for (const segment of input.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") throw invalidPath(input);
    segments.push(segment);
  }
  const joined = segments.join("/");
  if (absolute) return `/${joined}`;
  return joined === "" ? "." : joined;
}

/** `directory/name` for a single name (no `/`), both checked as above. */
export function joinRemotePath(directory: string, name: string): string {
  if (name === "" || name === "." || name.includes("/")) throw invalidPath(name);
  const base = normalizeRemotePath(directory);
  const file = normalizeRemotePath(name);
  if (base === ".") return file;
  return base.endsWith("/") ? `${base}${file}` : `${base}/${file}`;
}

/** The directory part of a normalised path ("." for a bare name, "/" for a top-level one). */
export function remoteParent(path: string): string {
  const normalized = normalizeRemotePath(path);
  const cut = normalized.lastIndexOf("/");
  if (cut < 0) return ".";
  return cut === 0 ? "/" : normalized.slice(0, cut);
}

/** The path with each control character as `?`, to be quoted: a log line stays one line. */
export function printableRemotePath(input: string): string {
  return input.replace(CONTROL, "?");
}

function invalidPath(input: string) {
  return new RemoteTransferError(
    "invalid-path",
    `The path "${printableRemotePath(input)}" is not allowed: it may not contain "..", backslashes or control characters`,
  );
}
