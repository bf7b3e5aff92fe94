import { RemoteTransferError } from "./remote-files.ts";

export const REMOTE_PATH_MAX_LENGTH = 1024;

/**
 * A remote path as Fennec uses it: absolute, `/`-separated, without `.`/empty segments. A `..`
 * segment, a NUL, a backslash or a control character is refused (`invalid-path`): an
 * administrator picks directories by browsing, and nothing typed may climb out of them.
 */
export function normaliseRemotePath(input: string): string {
  if (input.length > REMOTE_PATH_MAX_LENGTH || /[\\\p{Cc}]/u.test(input)) throw invalidPath();
  const segments = input.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.some((segment) => segment === "..")) throw invalidPath();
  return `/${segments.join("/")}`;
}

/** `directory` joined with one file name; the name may not hold a separator. */
export function joinRemotePath(directory: string, name: string): string {
  if (name === "" || name === "." || name === ".." || name.includes("/")) throw invalidPath();
  const base = normaliseRemotePath(directory);
  return normaliseRemotePath(base === "/" ? `/${name}` : `${base}/${name}`);
}

/** The directory above `path`, or null at the root. */
export function parentRemotePath(path: string): string | null {
  const normal = normaliseRemotePath(path);
  if (normal === "/") return null;
  return normal.slice(0, normal.lastIndexOf("/")) || "/";
}

function invalidPath() {
  return new RemoteTransferError(
    "invalid-path",
    "The path is not allowed: use / as separator, without .. or control characters",
  );
}
