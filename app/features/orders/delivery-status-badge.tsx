import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import type { DeliveryStatus } from "./delivery-statuses";

const tones: Record<DeliveryStatus, string> = {
  pending: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  submitted: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  completed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  refused: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  cancelled: "bg-muted text-muted-foreground",
};

/** How one hand-over of an order to the ERP stands, as a coloured label (the text says it all). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation("order-inquiries");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[status],
      )}
    >
      {t(`delivery.status.${status}`)}
    </span>
  );
}
