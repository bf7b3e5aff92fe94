/**
 * Cookies get the Secure flag when the request reached us over HTTPS. Behind a TLS-terminating
 * proxy the server must put the public protocol in `request.url` (X-Forwarded-Proto).
 * Plain-http loopback (tests, a laptop) keeps working without it.
 */
export function isSecureRequest(request: Request) {
  return new URL(request.url).protocol === "https:";
}
