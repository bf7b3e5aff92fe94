import { RemoteTransferError } from "./remote-files.ts";

/**
 * Paths on a remote server come from an administrator's settings and from a server's listing;
 * before one goes into an FTP command or SFTP request it is normalised here and refused when it
 * could climb out of the intended directory (`..`), cut a command short (NUL, line breaks) or
 * mean something else on a Windows server (backslash).
 */
export function normalizeRemotePath(input: string): string {
  if (/[\0\r\n\\]/.test(input)) throw invalidPath(input);
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

function invalidPath(input: string) {
  // The path is quoted without control characters, so a log line stays one line.
  const shown = Array.from(input, (char) => (char.charCodeAt(0) < 32 ? "?" : char)).join("");
  return new RemoteTransferError(
    "invalid-path",
    `The path "${shown}" is not allowed: it may not contain "..", backslashes or control characters`,
  );
}
