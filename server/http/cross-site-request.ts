/**
 * The one origin check for the web app's mutations (docs/decisions/022). A browser tells where a
 * request comes from: `Origin` on every POST, else `Sec-Fetch-Site`, else `Referer`. A request
 * that names another origin is refused; one with none of these headers comes from no browser
 * (curl, a script), which carries no victim's cookies, so there is nothing to forge.
 *
 * React Router's own check covers only document and single-fetch actions, answers 400, and lets
 * resource routes (/logout, /switch-tenant, /preferences) through: this one runs for every request
 * before the router.
 */
export function isCrossSiteMutation(request: Request, allowedOrigin: string): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  // "null" (a sandboxed frame, a redirect across origins) is not our origin either.
  if (origin !== null) return origin.toLowerCase() !== allowedOrigin;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  const referer = request.headers.get("referer");
  if (referer !== null) return originOf(referer) !== allowedOrigin;
  return false;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
