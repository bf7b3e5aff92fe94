import { SlidersHorizontal } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import { ColorModeSwitcher } from "./color-mode-switcher";
import { LanguageSwitcher } from "./language-switcher";

const menuId = "preferences-menu";

/**
 * The header menu with the display preferences (colour mode, language). An HTML popover: it
 * works without JavaScript; the button is named for what it holds, and the browser tells
 * whether the popover is open (aria-expanded).
 */
export function PreferencesMenu() {
  const { t } = useTranslation();
  return (
    <div>
      <button
        type="button"
        popoverTarget={menuId}
        className={buttonClassName({ variant: "ghost", size: "icon" })}
      >
        <SlidersHorizontal aria-hidden="true" />
        <span className="sr-only">{t("menu.label")}</span>
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
