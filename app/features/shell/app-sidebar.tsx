import { useTranslation } from "react-i18next";
import { cn } from "~/lib/class-names";
import { BrandLink } from "./brand-link";
import type { NavigationSection } from "./navigation-items";
import { NavigationList } from "./navigation-list";
import { SidebarToggle } from "./sidebar-toggle";
import { useSidebarState } from "./use-sidebar-state";

/** The desktop sidebar (large screens); it expands and collapses to an icon rail. */
export function AppSidebar({ sections }: { sections: readonly NavigationSection[] }) {
  const { t } = useTranslation("navigation");
  const collapsed = useSidebarState() === "collapsed";

  return (
    <aside
      id="app-sidebar"
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-card transition-[width] duration-200 lg:flex",
        collapsed ? "w-16" : "w-64",
      )}
    >
      <div
        className={cn(
          "flex h-14 items-center gap-2 border-b border-border px-3",
          collapsed ? "justify-center" : "justify-between",
        )}
      >
        {collapsed ? null : <BrandLink />}
        <SidebarToggle collapsed={collapsed} />
      </div>
      <nav aria-label={t("main")} className="flex-1 overflow-y-auto p-3">
        <NavigationList sections={sections} collapsed={collapsed} />
      </nav>
    </aside>
  );
}
