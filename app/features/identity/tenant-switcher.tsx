import { ArrowRightLeft } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Select } from "~/components/ui/input";
import { useCurrentPath } from "~/features/shell/use-current-path";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import type { CurrentUser } from "./current-user";

/**
 * For users of several tenants, a plain form to switch: a select and a submit button, so it
 * works without JavaScript. `inline` sits in a row (the header beside the sidebar column);
 * `stacked` fills the width of the small screens' drawer, with its label shown.
 */
export function TenantSwitcher({
  user,
  layout,
  className,
}: {
  user: CurrentUser;
  layout: "inline" | "stacked";
  className?: string;
}) {
  const { t } = useTranslation("navigation");
  const id = useId();
  const redirectTo = useCurrentPath();
  if (user.tenants.length < 2) return null;
  const stacked = layout === "stacked";

  return (
    <Form
      method="post"
      action="/switch-tenant"
      className={cn(stacked ? "flex-col gap-2" : "items-center gap-1.5", "flex", className)}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label
        htmlFor={id}
        className={stacked ? "text-xs font-semibold text-muted-foreground uppercase" : "sr-only"}
      >
        {t("tenant.label")}
      </label>
      <Select
        id={id}
        name="tenantId"
        defaultValue={user.currentTenantId ?? undefined}
        // Remounted when the current tenant changes, so the default shows the new one.
        key={user.currentTenantId}
        className={stacked ? undefined : "h-9 max-w-56"}
      >
        {user.tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </Select>
      <button
        type="submit"
        className={buttonClassName({ variant: "secondary", size: stacked ? "md" : "sm" })}
      >
        <ArrowRightLeft aria-hidden="true" />
        {t("tenant.switch")}
      </button>
    </Form>
  );
}
