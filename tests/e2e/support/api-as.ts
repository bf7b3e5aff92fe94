import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { tokenFromCookie } from "./session-cookies";

/**
 * Calls the API with the access token of a signed-in browser context, as an external API
 * client would: for test set-up (users) that the page under test does not cover.
 */
export async function apiAs(context: BrowserContext, request: APIRequestContext) {
  const token = await tokenFromCookie(context, "fennec-access");
  if (!token) throw new Error("Not signed in: no fennec-access cookie");
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  return {
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    get: (path: string) => request.get(path, { headers }),
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
  };
}

/** A unique e-mail address per test and project, so parallel runs do not collide. */
export function uniqueEmail(prefix: string, project: string) {
  return `${prefix}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
