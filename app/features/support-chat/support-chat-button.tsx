import { MessageCircle } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { useShellData } from "~/features/shell/use-shell-data";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { openSupportChat } from "./intercom-messenger";

/**
 * The header's button that opens the support chat, in place of Intercom's hidden launcher.
 * Rendered only once JavaScript runs and the chat is configured: no dead control without it.
 */
export function SupportChatButton() {
  const { t } = useTranslation("navigation");
  const hydrated = useHydrated();
  const settings = useShellData()?.supportChat;
  if (!hydrated || !settings) return null;
  return (
    <button
      type="button"
      onClick={() => void openSupportChat(settings)}
      className={buttonClassName({ variant: "ghost", size: "icon" })}
    >
      <MessageCircle aria-hidden="true" />
      <span className="sr-only">{t("supportChat.open")}</span>
    </button>
  );
}
