/** The spec's message (section 8) when no API base URL can be found. */
export const API_BASE_URL_MISSING = "API base URL is not defined in runtime config";

/**
 * The API base URL for a page request (spec section 7). An explicit API_BASE_URL wins; otherwise
 * it is derived from the page's own host: Fennec serves its API under /api on the same origin.
 */
export function resolveApiBaseUrl(
  explicit: string | undefined,
  pageUrl: string | undefined,
): string {
  if (explicit) return explicit.replace(/\/+$/, "");
  if (pageUrl) {
    try {
      const { protocol, host } = new URL(pageUrl);
      if ((protocol === "http:" || protocol === "https:") && host) return `${protocol}//${host}`;
    } catch {
      // fall through to the error below
    }
  }
  throw new Error(API_BASE_URL_MISSING);
}
