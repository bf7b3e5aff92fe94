import { RotateCw } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PageMetaPagination } from "~/components/ui/page-meta-pagination";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { PageMeta } from "../../../server/contracts/paging/page-meta";
import { attemptWords } from "./attempt-words";
import type { WebhookDelivery } from "./webhooks-api.server";

const cell = "px-3 py-2 align-top";

/**
 * The delivery log: every attempt, newest first, with its time, status, duration, the start of
 * the answer and the outcome; the newest attempt of each message offers Redeliver.
 */
export function DeliveryLog({
  deliveries,
  meta,
  canRedeliver,
}: {
  deliveries: readonly WebhookDelivery[];
  meta: PageMeta;
  canRedeliver: boolean;
}) {
  const { t, i18n } = useTranslation("webhooks");
  if (deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("log.empty")}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("log.caption")}</caption>
          <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={cell}>
                {t("log.time")}
              </th>
              <th scope="col" className={cell}>
                {t("log.message")}
              </th>
              <th scope="col" className={cell}>
                {t("log.status")}
              </th>
              <th scope="col" className={cell}>
                {t("log.duration")}
              </th>
              <th scope="col" className={cell}>
                {t("log.answer")}
              </th>
              <th scope="col" className={cell}>
                {t("log.outcome")}
              </th>
              <th scope="col" className={cell}>
                <span className="sr-only">{t("log.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {deliveries.map((attempt) => (
              <tr key={attempt.id}>
                <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                  <time dateTime={attempt.at}>{formatDateTime(attempt.at, i18n.language)}</time>
                  {attempt.trigger === "redeliver" ? (
                    <span className="block text-xs text-muted-foreground">
                      {t("log.redelivered")}
                    </span>
                  ) : null}
                </th>
                <td className={cell}>
                  <span className="block">
                    {t(`events.${attempt.message.event}` as "events.order.validated", {
                      defaultValue: attempt.message.event,
                    })}
                  </span>
                  <span className="block font-mono text-xs text-muted-foreground break-all">
                    {attempt.message.webhook_message_id}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {t(`messageStatus.${attempt.message.status}`)}
                  </span>
                </td>
                <td className={cell}>{attempt.status_code ?? t("log.noStatus")}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {t("log.milliseconds", { count: attempt.duration_ms })}
                </td>
                <td className={`${cell} max-w-64`}>
                  {attempt.response ? (
                    <code className="line-clamp-3 font-mono text-xs break-all">
                      {attempt.response.slice(0, 200)}
                    </code>
                  ) : (
                    <span className="text-muted-foreground">{t("log.noAnswer")}</span>
                  )}
                </td>
                <td className={`${cell} min-w-40`}>
                  <span className="block font-medium">{t(`outcomes.${attempt.outcome}`)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {attemptWords(t, attempt)}
                  </span>
                </td>
                <td className={cell}>
                  {attempt.latest_of_message && canRedeliver ? (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="message_id" value={attempt.message.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="redeliver"
                        variant="ghost"
                        size="sm"
                      >
                        <RotateCw aria-hidden="true" />
                        {t("log.redeliver")}
                        <span className="sr-only"> {attempt.message.webhook_message_id}</span>
                      </Button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageMetaPagination
        meta={meta}
        label={t("log.pages")}
        summary={(range) => t("log.summary", range)}
        previousLabel={t("log.newer")}
        nextLabel={t("log.older")}
      />
    </div>
  );
}
