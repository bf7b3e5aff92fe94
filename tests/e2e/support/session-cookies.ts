import type { BrowserContext } from "@playwright/test";

/**
 * The token in one of the session's signed cookies (React Router's format: base64 JSON, a dot,
 * the signature). Tests read it to revoke it at the authorization server, the way an expired
 * or revoked token looks to the web app.
 */
export async function tokenFromCookie(
  context: BrowserContext,
  name: "fennec-access" | "fennec-refresh",
) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.value);
  const encoded = value.slice(0, value.lastIndexOf("."));
  return JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as string;
}

export async function sessionCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}
