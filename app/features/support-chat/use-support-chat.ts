import { useEffect } from "react";
import type { CurrentUser } from "~/features/identity/current-user";
import { setUpSupportChat, shutDownSupportChat } from "./intercom-messenger";
import { intercomUserData } from "./intercom-user-data";
import type { SupportChatSettings } from "./support-chat-settings";

/**
 * Sets the chat up once the signed-in user is known, and updates it when the user or their
 * tenant changes (spec section 1). In the browser only: without JavaScript nothing is loaded.
 */
export function useSupportChat(
  settings: SupportChatSettings | null,
  user: CurrentUser | null | undefined,
  /** Intercom's identity verification of `user`, made by the server; null without a secret. */
  userHash: string | null = null,
) {
  const appId = settings?.appId;
  const scriptUrl = settings?.scriptUrl;
  // Compared as text: loader data revalidated with the same values is no change.
  const userData = appId && user ? JSON.stringify(intercomUserData(appId, user, userHash)) : null;
  useEffect(() => {
    if (!appId || !scriptUrl) return;
    if (userData) void setUpSupportChat({ appId, scriptUrl }, JSON.parse(userData));
    else void shutDownSupportChat({ appId, scriptUrl });
  }, [appId, scriptUrl, userData]);
}
