import { Pencil, Trash2 } from "lucide-react";
import { listCellClassName as cell, ListTable } from "~/components/ui/list-table";
import { RowActionLink } from "~/components/ui/row-action-link";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { WebhookStatus } from "./webhook-status";
import type { Webhook } from "./webhooks-api.server";

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
    <ListTable
      caption={caption}
      columns={[
        t("table.name"),
        t("table.url"),
        t("table.events"),
        t("table.status"),
        t("table.lastDelivery"),
      ]}
      actionsLabel={t("table.actions")}
    >
      {webhooks.map((webhook) => (
        <tr key={webhook.id} className="align-top">
          <th scope="row" className={`${cell} min-w-32 font-medium break-words`}>
            {webhook.name}
          </th>
          <td className={`${cell} min-w-48 max-w-72 font-mono text-xs break-all`}>{webhook.url}</td>
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
              <RowActionLink
                to={`/admin/webhooks/${webhook.id}`}
                icon={Pencil}
                label={t("table.open")}
                rowName={webhook.name}
              />
              <RowActionLink
                to={`?delete=${encodeURIComponent(webhook.id)}#delete-webhook`}
                icon={Trash2}
                label={t("table.delete")}
                rowName={webhook.name}
              />
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
