/** Longer `redirectTo` values (before or after normalising) are not a page of ours: they fall back. */
export const maxRedirectLength = 2048;

// Any origin of our own would do: only whether resolving a target keeps it matters.
const sameOrigin = "http://fennec.invalid";

/**
 * The one check for redirect targets a user can choose (`redirectTo`, the page to return to
 * after sign-in). The candidate is resolved the way a browser resolves a Location header, and
 * accepted only when it stays on our origin; the answer is the normalised path, query and hash,
 * so that what we send is exactly what we checked ("/.//evil.example" normalises to
 * "//evil.example", which a browser reads as another host, so it falls back too).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || to.length === 0 || to.length > maxRedirectLength) return fallback;
  // Only absolute paths: "login" or "https://…" are not targets the web app ever produces.
  if (!to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, sameOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== sameOrigin) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Percent-encoding can make it nine times longer ("€" is "%E2%82%AC"); the page to return to
  // after sign-in must still fit the session cookie (4 KB, or committing it fails).
  return target.length > maxRedirectLength ? fallback : target;
}
