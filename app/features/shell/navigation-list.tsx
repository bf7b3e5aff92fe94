import { NavLink } from "react-router";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import type { NavigationSection } from "./navigation-items";

/**
 * The sections of a layout's navigation; collapsed (large screens only) just the icons show, the
 * names stay for screen readers.
 */
export function NavigationList({
  sections,
  collapsed = false,
}: {
  sections: readonly NavigationSection[];
  collapsed?: boolean;
}) {
  const { t } = useTranslation("navigation");
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => {
        const headingId = `nav-section-${section.label}`;
        return (
          <section key={section.label} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className={cn(
                "mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase",
                collapsed && "lg:sr-only",
              )}
            >
              {t(section.label)}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {section.items.map((item) => {
                const label = t(item.label);
                return (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to === "/" || item.to === "/admin"}
                      title={collapsed ? label : undefined}
                      className={({ isActive }) =>
                        cn(
                          "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors",
                          "hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary",
                          isActive && "bg-primary/10 text-foreground",
                          collapsed && "lg:justify-center lg:px-0",
                        )
                      }
                    >
                      <item.icon aria-hidden="true" className="size-4 shrink-0" />
                      <span className={cn(collapsed && "lg:sr-only")}>{label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
