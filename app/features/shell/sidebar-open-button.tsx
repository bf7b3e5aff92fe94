import { Menu } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import { sidebarId } from "./app-sidebar";

/** Opens the sidebar on small screens (an HTML popover: no JavaScript needed). */
export function SidebarOpenButton() {
  const { t } = useTranslation("navigation");
  return (
    <button
      type="button"
      popoverTarget={sidebarId}
      className={buttonClassName({ variant: "ghost", size: "icon", className: "lg:hidden" })}
    >
      <Menu aria-hidden="true" />
      <span className="sr-only">{t("sidebar.open")}</span>
    </button>
  );
}
