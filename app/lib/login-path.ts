import { maxRedirectLength } from "./safe-redirect";

/** /login, remembering the page to come back to (when there is one worth remembering). */
export function loginPath(returnTo?: string | null) {
  if (!returnTo || returnTo === "/" || returnTo.startsWith("/login")) return "/login";
  // The sign-in would refuse it anyway (safeRedirect); a huge Location header helps nobody.
  if (returnTo.length > maxRedirectLength) return "/login";
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
}

/**
 * The path and query of a page's URL, as a redirect target: the router's `url`, since a client
 * navigation's `request.url` is its data request's (`….data?_routes=…`).
 */
export function requestPath(url: URL) {
  return `${url.pathname}${url.search}`;
}
