import { Menu, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClassName } from "~/components/ui/button";
import { BrandLink } from "./brand-link";
import type { NavigationSection } from "./navigation-items";
import { NavigationList } from "./navigation-list";

const panelId = "mobile-sidebar";

/**
 * The sidebar on small screens: a popover sliding in from the left. The HTML popover API
 * opens it, closes it on Escape and on a click outside, all without JavaScript.
 */
export function MobileSidebar({ sections }: { sections: readonly NavigationSection[] }) {
  const { t } = useTranslation("navigation");
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        className={buttonClassName({ variant: "ghost", size: "icon", className: "lg:hidden" })}
      >
        <Menu aria-hidden="true" />
        <span className="sr-only">{t("sidebar.open")}</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        className="inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-r border-border bg-card p-3 text-foreground shadow-xl backdrop:bg-zinc-950/30 lg:hidden"
      >
        <div className="mb-4 flex items-center justify-between gap-2">
          <BrandLink />
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            className={buttonClassName({ variant: "ghost", size: "icon" })}
          >
            <X aria-hidden="true" />
            <span className="sr-only">{t("sidebar.close")}</span>
          </button>
        </div>
        <nav aria-label={t("main")}>
          <NavigationList sections={sections} />
        </nav>
      </div>
    </>
  );
}
