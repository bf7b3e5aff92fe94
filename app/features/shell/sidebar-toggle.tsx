import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import { useCurrentPath } from "./use-current-path";

/**
 * Collapses or expands the desktop sidebar. The state lives in a cookie, so the form
 * posts it to /preferences and the server renders the sidebar right, with or without JavaScript.
 */
export function SidebarToggle({
  collapsed,
  className,
}: {
  collapsed: boolean;
  className?: string;
}) {
  const { t } = useTranslation("navigation");
  const fetcher = useFetcher({ key: "sidebar" });
  const redirectTo = useCurrentPath();
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <fetcher.Form method="post" action="/preferences" className={className}>
      <input type="hidden" name="intent" value="sidebar" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        name="value"
        value={collapsed ? "expanded" : "collapsed"}
        aria-controls="app-sidebar"
        title={collapsed ? t("sidebar.expand") : t("sidebar.collapse")}
        className={buttonClassName({ variant: "ghost", size: "icon" })}
      >
        <Icon aria-hidden="true" />
        <span className="sr-only">{collapsed ? t("sidebar.expand") : t("sidebar.collapse")}</span>
      </button>
    </fetcher.Form>
  );
}
