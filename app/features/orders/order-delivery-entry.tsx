import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { FactList } from "./fact-list";
import { OrderDeliveryAttempts } from "./order-delivery-attempts";
import { describeLineErrors } from "./order-delivery-lines";
import type { OrderDelivery } from "./order-delivery-schema";

/**
 * One hand-over of the order to an ERP: its status and integration, when it was sent, accepted
 * and confirmed, why the ERP refused it (per line where it said so), and every attempt.
 */
export function OrderDeliveryEntry({
  delivery,
  number,
  lines,
}: {
  delivery: OrderDelivery;
  /** Counted from 1, the first delivery first. */
  number: number;
  lines: ReadonlyArray<{ product_code?: string | null }>;
}) {
  const { t, i18n } = useTranslation("order-inquiries");
  const headingId = `delivery-${delivery.id}-heading`;
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, i18n.language)}</time> : null;
  const integration = delivery.integration_name ?? t("delivery.integrationDeleted");
  const lineErrors = describeLineErrors(delivery.line_errors, lines);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
        <span>{t("delivery.entryHeading", { number, integration })}</span>
        <DeliveryStatusBadge status={delivery.status} />
      </h3>
      <FactList
        label={t("delivery.factsLabel", { number })}
        empty={t("delivery.notYet")}
        facts={[
          { label: t("delivery.integration"), value: integration },
          { label: t("delivery.erpOrderNumber"), value: delivery.erp_order_number },
          { label: t("delivery.createdAt"), value: when(delivery.created_at) },
          { label: t("delivery.submittedAt"), value: when(delivery.submitted_at) },
          { label: t("delivery.completedAt"), value: when(delivery.completed_at) },
          ...(delivery.reason
            ? [
                {
                  label: t("delivery.reason"),
                  value: <span className="text-red-700 dark:text-red-400">{delivery.reason}</span>,
                },
              ]
            : []),
        ]}
      />
      {lineErrors.length ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium">{t("delivery.lineErrors")}</h4>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-red-700 dark:text-red-400">
            {lineErrors.map((error) => (
              <li key={`${error.number}-${error.message}`}>
                {error.productCode
                  ? t("delivery.lineError", {
                      number: error.number,
                      code: error.productCode,
                      message: error.message,
                    })
                  : t("delivery.lineErrorNoCode", {
                      number: error.number,
                      message: error.message,
                    })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">{t("delivery.attempts.heading")}</h4>
        <OrderDeliveryAttempts
          attempts={delivery.attempts}
          caption={t("delivery.attempts.caption", { number })}
        />
      </div>
    </article>
  );
}
