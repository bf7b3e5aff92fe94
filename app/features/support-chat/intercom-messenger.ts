import { loadExternalScript } from "~/lib/load-external-script";
import type { IntercomUserData } from "./intercom-user-data";
import type { SupportChatSettings } from "./support-chat-settings";

/** Intercom's one entry point: `Intercom(command, ...arguments)`. */
type IntercomCommand = (command: string, ...args: unknown[]) => void;

/** Whether this page booted the Messenger (for a user), so later changes are updates. */
let booted = false;

/** The Messenger once its script has run (loaded at most once per page). */
async function messenger(settings: SupportChatSettings): Promise<IntercomCommand> {
  await loadExternalScript(settings.scriptUrl);
  const intercom = (window as { Intercom?: unknown }).Intercom;
  if (typeof intercom !== "function") throw new Error("Intercom's script defined no Intercom()");
  return intercom as IntercomCommand;
}

/**
 * Boots the Messenger for the signed-in user, or, once booted, reattaches it and updates it
 * with the user's data: never a second script. A failure is a warning (spec section 8); the app
 * goes on without chat.
 */
export async function setUpSupportChat(settings: SupportChatSettings, data: IntercomUserData) {
  try {
    const intercom = await messenger(settings);
    if (booted) {
      intercom("reattach_activator");
      intercom("update", data);
    } else {
      intercom("boot", data);
      booted = true;
    }
  } catch (error) {
    console.warn("Failed to initialize Intercom with user data", error);
  }
}

/** After sign-out: the next person on this browser does not see the last one's conversations. */
export async function shutDownSupportChat(settings: SupportChatSettings) {
  if (!booted) return;
  booted = false;
  try {
    (await messenger(settings))("shutdown");
  } catch (error) {
    console.warn("Could not shut down the Intercom Messenger", error);
  }
}

/** Fennec's chat button: opens the Messenger (Intercom's own launcher is hidden). */
export async function openSupportChat(settings: SupportChatSettings) {
  try {
    (await messenger(settings))("show");
  } catch (error) {
    console.warn("Could not open the Intercom Messenger", error);
  }
}
