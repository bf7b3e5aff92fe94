import { useTranslation } from "~/lib/use-translation";
import type { Webhook } from "./webhooks-api.server";

/** Active, switched off by an administrator, or disabled by Fennec (with why, in words). */
export function WebhookStatus({ webhook }: { webhook: Pick<Webhook, "status"> }) {
  const { t } = useTranslation("webhooks");
  const tone =
    webhook.status === "active"
      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
      : webhook.status === "disabled"
        ? "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"
        : "bg-muted text-muted-foreground";
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {t(`status.${webhook.status}`)}
    </span>
  );
}
