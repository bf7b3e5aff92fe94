import { X } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import { TenantSwitcher } from "~/features/identity/tenant-switcher";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import { BrandLink } from "./brand-link";
import type { NavigationSection } from "./navigation-items";
import { NavigationList } from "./navigation-list";
import { SidebarToggle } from "./sidebar-toggle";
import { useCurrentUser } from "./use-current-user";
import { useSidebarState } from "./use-sidebar-state";

export const sidebarId = "app-sidebar";

/**
 * The one sidebar of every screen size, rendered once (decision 029): on large screens a column
 * beside the page that expands and collapses to an icon rail; on small screens the same element
 * is an HTML popover sliding in from the left (opened by `SidebarOpenButton`, closed on Escape
 * and on a click outside, all without JavaScript). A closed popover is hidden by the browser's
 * style sheet; `lg:flex` shows it as the column. The drawer also holds the tenant switcher, which
 * a phone's header has no room for (decision 057).
 */
export function AppSidebar({ sections }: { sections: readonly NavigationSection[] }) {
  const { t } = useTranslation("navigation");
  const collapsed = useSidebarState() === "collapsed";
  const user = useCurrentUser();

  return (
    <aside
      id={sidebarId}
      popover="auto"
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        // small screens: the popover drawer
        "inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] flex-col overflow-y-auto border-r border-border bg-card p-0 text-foreground shadow-xl backdrop:bg-zinc-950/30 open:flex",
        // large screens: the column, shown whether or not the popover is open
        "lg:sticky lg:top-0 lg:flex lg:max-w-none lg:shrink-0 lg:overflow-visible lg:shadow-none lg:transition-[width] lg:duration-200",
        collapsed ? "lg:w-16" : "lg:w-64",
      )}
    >
      <div
        className={cn(
          "flex h-14 shrink-0 items-center justify-between gap-2 border-b border-border px-3",
          collapsed && "lg:justify-center",
        )}
      >
        <BrandLink className={cn(collapsed && "lg:hidden")} />
        <SidebarToggle collapsed={collapsed} className="max-lg:hidden" />
        <button
          type="button"
          popoverTarget={sidebarId}
          popoverTargetAction="hide"
          className={buttonClassName({ variant: "ghost", size: "icon", className: "lg:hidden" })}
        >
          <X aria-hidden="true" />
          <span className="sr-only">{t("sidebar.close")}</span>
        </button>
      </div>
      {user ? (
        // The drawer's own: on large screens the header holds the switcher (AppShell).
        <TenantSwitcher
          user={user}
          layout="stacked"
          className="shrink-0 border-b border-border p-3 lg:hidden"
        />
      ) : null}
      <nav aria-label={t("main")} className="flex-1 overflow-y-auto p-3">
        <NavigationList sections={sections} collapsed={collapsed} />
      </nav>
    </aside>
  );
}
