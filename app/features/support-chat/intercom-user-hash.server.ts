import { createHmac } from "node:crypto";
import type { CurrentUser } from "~/features/identity/current-user";
import { intercomUserId } from "./intercom-user-data";

/**
 * Intercom's identity verification: the HMAC-SHA256 (hex) of the user id the chat is booted
 * with, under the workspace's secret. Made on the server, so the secret never reaches a page.
 */
export function intercomUserHash(secret: string, user: Pick<CurrentUser, "id" | "email">): string {
  return createHmac("sha256", secret).update(intercomUserId(user)).digest("hex");
}
