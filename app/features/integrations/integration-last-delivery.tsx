import { DeliveryStatusBadge } from "~/features/orders/delivery-status-badge";
import type { DeliveryStatus } from "~/features/orders/delivery-statuses";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";

/** When an integration last delivered an order, and how that delivery stands. */
export function IntegrationLastDelivery({
  delivery,
}: {
  delivery: { at: string; status: DeliveryStatus } | null;
}) {
  const { t, i18n } = useTranslation("integrations");
  if (!delivery) return <span className="text-muted-foreground">{t("table.never")}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time dateTime={delivery.at} className="whitespace-nowrap">
        {formatDateTime(delivery.at, i18n.language)}
      </time>
      <DeliveryStatusBadge status={delivery.status} />
    </span>
  );
}
