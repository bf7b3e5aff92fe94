import { SlidersHorizontal } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import { ColorModeSwitcher } from "./color-mode-switcher";
import { LanguageSwitcher } from "./language-switcher";

const menuId = "preferences-menu";

/**
 * The header menu with the display preferences. An HTML popover: it works without
 * JavaScript, and its button reads "Open menu" or "Close menu" with the popover's state.
 */
export function PreferencesMenu() {
  const { t } = useTranslation();
  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={menuId}
        className={buttonClassName({ variant: "ghost", size: "icon" })}
      >
        <SlidersHorizontal aria-hidden="true" />
        <span className="sr-only group-has-[:popover-open]:hidden">{t("menu.open")}</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">{t("menu.close")}</span>
      </button>
      <section
        id={menuId}
        popover="auto"
        aria-label={t("menu.label")}
        className="top-14 right-3 bottom-auto left-auto m-0 w-max flex-col gap-4 rounded-lg border border-border bg-card p-4 text-foreground shadow-lg open:flex"
      >
        <ColorModeSwitcher />
        <LanguageSwitcher />
      </section>
    </div>
  );
}
