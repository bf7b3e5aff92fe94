import type { ReactNode } from "react";
import { CurrentTenant } from "~/features/identity/current-tenant";
import { TenantSwitcher } from "~/features/identity/tenant-switcher";
import { UserMenu } from "~/features/identity/user-menu";
import { SupportChatButton } from "~/features/support-chat/support-chat-button";
import { useTranslation } from "~/lib/use-translation";
import { AppSidebar } from "./app-sidebar";
import { BrandLink } from "./brand-link";
import { type NavigationSection, visibleSections } from "./navigation-items";
import { PreferencesMenu } from "./preferences-menu";
import { SidebarOpenButton } from "./sidebar-open-button";
import { useCurrentUser } from "./use-current-user";

/**
 * The frame of the staff and admin layouts: sidebar (only the links the user may use), header
 * (tenant, support chat, preferences, user menu), main content. The tenant switcher sits in the
 * header beside the sidebar column (large screens) and in the drawer otherwise, where a phone's
 * header has no room for it; from `sm` the header still names the tenant (decision 057).
 */
export function AppShell({
  sections: allSections,
  children,
}: {
  sections: readonly NavigationSection[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sections = visibleSections(allSections, user);
  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <AppSidebar sections={sections} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background/90 px-3 backdrop-blur sm:px-4">
          <SidebarOpenButton />
          <BrandLink className="lg:hidden" />
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            {user?.company ? (
              <CurrentTenant
                name={user.company}
                className={user.tenants.length > 1 ? "hidden sm:flex lg:hidden" : "hidden sm:flex"}
              />
            ) : null}
            {user ? <TenantSwitcher user={user} layout="inline" className="max-lg:hidden" /> : null}
            {user ? <SupportChatButton /> : null}
            <PreferencesMenu />
            {user ? <UserMenu user={user} /> : null}
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
