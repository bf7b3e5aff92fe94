/**
 * A URL path as a reader writes it (`/bestellingen/één`), or as it came when it is not valid
 * percent-encoding (`/nope%`): a path anyone can type must never fail the page that names it.
 */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
