import { Building2 } from "lucide-react";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";

/** The name of the tenant the user works in, as a line of text. */
export function CurrentTenant({ name, className }: { name: string; className?: string }) {
  const { t } = useTranslation("navigation");
  return (
    <p className={cn("min-w-0 items-center gap-2 text-sm text-muted-foreground", className)}>
      <Building2 aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t("tenant.current")}</span>
      <span className="truncate">{name}</span>
    </p>
  );
}
