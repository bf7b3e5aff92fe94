import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { Webhook } from "./webhooks-api.server";

/**
 * The notice to administrators (decision 028): webhooks Fennec disabled because every delivery
 * failed for days, each with since when and a link to switch it on again.
 */
export function DisabledWebhooksNotice({
  webhooks,
  linkToPage = true,
}: {
  webhooks: readonly Webhook[];
  linkToPage?: boolean;
}) {
  const { t, i18n } = useTranslation("webhooks");
  const disabled = webhooks.filter((webhook) => webhook.status === "disabled");
  if (disabled.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="disabled-webhooks-heading"
      className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">
        <h2 id="disabled-webhooks-heading" className="font-semibold">
          {t("disabled.heading", { count: disabled.length })}
        </h2>
        <ul className="flex flex-col gap-1 text-sm">
          {disabled.map((webhook) => (
            <li key={webhook.id}>
              {t("disabled.item", {
                name: webhook.name,
                since: webhook.failing_since
                  ? formatDateTime(webhook.failing_since, i18n.language)
                  : "—",
                at: webhook.disabled_at ? formatDateTime(webhook.disabled_at, i18n.language) : "—",
              })}{" "}
              {linkToPage ? (
                <Link
                  to={`/admin/webhooks/${webhook.id}`}
                  className="font-medium underline underline-offset-2"
                >
                  {t("disabled.open", { name: webhook.name })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="text-sm">{t("disabled.howTo")}</p>
      </div>
    </section>
  );
}
