import { ArrowRightLeft, Building2 } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Select } from "~/components/ui/input";
import { useCurrentPath } from "~/features/shell/use-current-path";
import { useTranslation } from "~/lib/use-translation";
import type { CurrentUser } from "./current-user";

/**
 * The current tenant, and for users of several tenants a plain form to switch: a select and a
 * submit button, so it works without JavaScript.
 */
export function TenantSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation("navigation");
  const id = useId();
  const redirectTo = useCurrentPath();

  if (user.tenants.length < 2) {
    return user.company ? (
      <p className="hidden items-center gap-2 text-sm text-muted-foreground sm:flex">
        <Building2 aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("tenant.current")}</span>
        {user.company}
      </p>
    ) : null;
  }

  return (
    <Form method="post" action="/switch-tenant" className="flex items-center gap-1.5">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor={id} className="sr-only">
        {t("tenant.label")}
      </label>
      <Select
        id={id}
        name="tenantId"
        defaultValue={user.currentTenantId ?? undefined}
        // Remounted when the current tenant changes, so the default shows the new one.
        key={user.currentTenantId}
        className="h-9 max-w-40 sm:max-w-56"
      >
        {user.tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </Select>
      <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
        <ArrowRightLeft aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t("tenant.switch")}</span>
      </button>
    </Form>
  );
}
