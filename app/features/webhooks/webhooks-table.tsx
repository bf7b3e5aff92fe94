import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { WebhookStatus } from "./webhook-status";
import type { Webhook } from "./webhooks-api.server";

const cell = "px-3 py-3";

/** The tenant's webhooks: URL, events, status (with why Fennec disabled one), last delivery. */
export function WebhooksTable({
  webhooks,
  caption,
}: {
  webhooks: readonly Webhook[];
  caption: string;
}) {
  const { t, i18n } = useTranslation("webhooks");
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              {t("table.name")}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t("table.url")}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t("table.events")}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t("table.status")}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t("table.lastDelivery")}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {webhooks.map((webhook) => (
            <tr key={webhook.id} className="align-top">
              <th scope="row" className={`${cell} min-w-32 font-medium break-words`}>
                {webhook.name}
              </th>
              <td className={`${cell} min-w-48 max-w-72 font-mono text-xs break-all`}>
                {webhook.url}
              </td>
              <td className={cell}>
                {webhook.events
                  .map((event) =>
                    t(`events.${event}` as "events.order.validated", { defaultValue: event }),
                  )
                  .join(", ")}
              </td>
              <td className={`${cell} min-w-32`}>
                <WebhookStatus webhook={webhook} />
                {webhook.status === "disabled" ? (
                  <p className="mt-1 text-xs text-red-800 dark:text-red-300">
                    {t("disabled.reason", {
                      since: webhook.failing_since
                        ? formatDateTime(webhook.failing_since, i18n.language)
                        : "—",
                    })}
                  </p>
                ) : null}
              </td>
              <td className={`${cell} min-w-36`}>
                {webhook.last_delivery_at ? (
                  <>
                    <time dateTime={webhook.last_delivery_at}>
                      {formatDateTime(webhook.last_delivery_at, i18n.language)}
                    </time>
                    {webhook.last_delivery_outcome ? (
                      <span className="block text-xs text-muted-foreground">
                        {t(`outcomes.${webhook.last_delivery_outcome}`)}
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="text-muted-foreground">{t("table.never")}</span>
                )}
              </td>
              <td className={cell}>
                <div className="flex flex-wrap justify-end gap-1">
                  <Link
                    to={`/admin/webhooks/${webhook.id}`}
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                  >
                    <Pencil aria-hidden="true" />
                    {t("table.open")}
                    <span className="sr-only"> {webhook.name}</span>
                  </Link>
                  <Link
                    to={`?delete=${encodeURIComponent(webhook.id)}#delete-webhook`}
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t("table.delete")}
                    <span className="sr-only"> {webhook.name}</span>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
