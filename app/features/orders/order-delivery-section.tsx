import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/lib/use-translation";
import type { ExportAttempt } from "../../../server/contracts/connectivity/export-profile";
import { OrderDeliveryEntry } from "./order-delivery-entry";
import { linesOfDelivery } from "./order-delivery-lines";
import type { OrderDelivery } from "./order-delivery-schema";
import { OrderExports } from "./order-exports";

/**
 * The order's way to the ERP: the ERP order number first, what to do when the ERP refused it
 * (`actions`), then every delivery, newest first. Used by /order-inquiries/{id}, /archive/{id}
 * and, for a refused order, /validate/{id}.
 */
export function OrderDeliverySection({
  inquiry,
  actions,
  failedHint,
}: {
  inquiry: {
    status: string;
    erp_order_number: string | null;
    deliveries: readonly OrderDelivery[];
    exports?: readonly ExportAttempt[];
    order?: { lines: ReadonlyArray<{ product_code?: string | null }> } | null;
  };
  actions?: ReactNode;
  /** What to do about a submit_failed order here; by default: correct it, or send it again. */
  failedHint?: string;
}) {
  const { t } = useTranslation("order-inquiries");
  const { deliveries } = inquiry;

  return (
    <section aria-labelledby="delivery-heading">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="delivery-heading" className="text-lg font-semibold">
              {t("delivery.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t("delivery.erpOrderNumber")}:{" "}
              {inquiry.erp_order_number ? (
                <strong className="font-mono text-xl text-foreground">
                  {inquiry.erp_order_number}
                </strong>
              ) : (
                <span>{t("delivery.noErpOrderNumber")}</span>
              )}
            </p>
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        {inquiry.status === "submit_failed" ? (
          <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            {failedHint ?? t("delivery.failedIntro")}
          </p>
        ) : null}
        {deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("delivery.none")}</p>
        ) : (
          deliveries.map((delivery, index) => (
            <OrderDeliveryEntry
              key={delivery.id}
              delivery={delivery}
              number={deliveries.length - index}
              lines={linesOfDelivery(inquiry, index === 0)}
            />
          ))
        )}
        {inquiry.exports?.length ? <OrderExports attempts={inquiry.exports} /> : null}
      </Card>
    </section>
  );
}
