import { LogOut, UserRound } from "lucide-react";
import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import type { CurrentUser } from "./current-user";
import { RoleName } from "./role-name";

const menuId = "user-menu";

/** Who is signed in, in which tenant and role, and Sign out. An HTML popover: no JavaScript needed. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation("navigation");
  return (
    <div>
      <button
        type="button"
        popoverTarget={menuId}
        aria-label={t("userMenu.label", { name: user.displayName })}
        className={buttonClassName({ variant: "ghost", size: "sm" })}
      >
        <UserRound aria-hidden="true" />
        <span className="hidden max-w-40 truncate md:inline">{user.displayName}</span>
      </button>
      <section
        id={menuId}
        popover="auto"
        aria-label={t("userMenu.title")}
        className="top-14 right-3 bottom-auto left-auto m-0 w-72 flex-col gap-3 rounded-lg border border-border bg-card p-4 text-foreground shadow-lg open:flex"
      >
        <div className="min-w-0">
          <p className="truncate font-medium">{user.displayName}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("userMenu.tenant")}</dt>
          <dd className="truncate">{user.company ?? "—"}</dd>
          <dt className="text-muted-foreground">{t("userMenu.role")}</dt>
          <dd className="truncate">
            <RoleName role={user.role} />
          </dd>
        </dl>
        <Form method="post" action="/logout" className="border-t border-border pt-3">
          <button
            type="submit"
            className={buttonClassName({ variant: "secondary", className: "w-full" })}
          >
            <LogOut aria-hidden="true" />
            {t("userMenu.signOut")}
          </button>
        </Form>
      </section>
    </div>
  );
}
