import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import type { InquiryStatus } from "./inquiry-statuses";

const tones: Partial<Record<InquiryStatus, string>> = {
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  submit_failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  rejected: "bg-muted text-muted-foreground",
  not_an_order: "bg-muted text-muted-foreground",
  pending_validation: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  saved: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  validated: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  submitted: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  completed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
};

/** An inquiry's status as a coloured label (the colour only repeats what the text says). */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation("order-inquiries");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[status] ?? "bg-primary/10 text-foreground",
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The status, and for an inquiry that failed (to be read, or to reach the ERP) why. */
export function InquiryStatusWithError({
  inquiry,
}: {
  inquiry: { status: InquiryStatus; error: string | null };
}) {
  return (
    <>
      <InquiryStatusBadge status={inquiry.status} />
      {(inquiry.status === "failed" || inquiry.status === "submit_failed") && inquiry.error ? (
        <p className="mt-1 text-xs text-muted-foreground">{inquiry.error}</p>
      ) : null}
    </>
  );
}
