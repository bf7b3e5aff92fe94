import { loadExternalScript } from "~/lib/load-external-script";
import type { IntercomUserData } from "./intercom-user-data";
import type { SupportChatSettings } from "./support-chat-settings";

/** Intercom's one entry point: `Intercom(command, ...arguments)`. */
type IntercomCommand = (command: string, ...args: unknown[]) => void;

const page = () => window as { Intercom?: unknown };

/**
 * Whether the Messenger is booted for a user, so that a change is an update. Unknown until the
 * first set-up: a Messenger already on the page then was booted by the app's code before that
 * code was reloaded.
 */
let booted: boolean | undefined;

/** Set-ups and shut-downs one after the other: two at once would both boot. */
let pending: Promise<void> = Promise.resolve();
function inTurn(step: () => Promise<void>): Promise<void> {
  pending = pending.then(step);
  return pending;
}

/** The Messenger once its script has run (loaded at most once per page). */
async function messenger(settings: SupportChatSettings): Promise<IntercomCommand> {
  if (typeof page().Intercom !== "function") await loadExternalScript(settings.scriptUrl);
  const intercom = page().Intercom;
  if (typeof intercom !== "function") throw new Error("Intercom's script defined no Intercom()");
  return intercom as IntercomCommand;
}

/**
 * Boots the Messenger for the signed-in user, or, once booted, reattaches it and updates it
 * with the user's data: never a second script. A failure is a warning (spec section 8); the app
 * goes on without chat.
 */
export function setUpSupportChat(settings: SupportChatSettings, data: IntercomUserData) {
  return inTurn(async () => {
    try {
      booted ??= typeof page().Intercom === "function";
      const intercom = await messenger(settings);
      if (booted) {
        intercom("reattach_activator");
        intercom("update", data);
      } else {
        intercom("boot", data);
      }
      booted = true;
    } catch (error) {
      console.warn("Failed to initialize Intercom with user data", error);
    }
  });
}

/** After sign-out: the next person on this browser does not see the last one's conversations. */
export function shutDownSupportChat(settings: SupportChatSettings) {
  return inTurn(async () => {
    if (!booted) return;
    booted = false;
    try {
      (await messenger(settings))("shutdown");
    } catch (error) {
      console.warn("Could not shut down the Intercom Messenger", error);
    }
  });
}

/** Fennec's chat button: opens the Messenger (Intercom's own launcher is hidden). */
export async function openSupportChat(settings: SupportChatSettings) {
  try {
    (await messenger(settings))("show");
  } catch (error) {
    console.warn("Could not open the Intercom Messenger", error);
  }
}
