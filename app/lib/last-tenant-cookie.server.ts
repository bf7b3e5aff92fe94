import { createCookie } from "react-router";
import { isSecureRequest } from "./request-security.server";

const year = 365 * 24 * 60 * 60;

/**
 * The tenant a user switched to last on this device: a sign-in here resumes in it (decision
 * 019). It outlives the session, as the language cookie does; the API checks the membership on
 * every call, so a tenant the user has left is simply dropped.
 */
const lastTenantCookie = createCookie("fennec-tenant", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: year,
  secrets: [process.env.SESSION_SECRET ?? "fennec-development-only-secret"],
});

export async function readLastTenant(request: Request): Promise<string | null> {
  const value = await lastTenantCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length <= 100 ? value : null;
}

export function rememberLastTenant(request: Request, tenantId: string) {
  return lastTenantCookie.serialize(tenantId, { secure: isSecureRequest(request) });
}
