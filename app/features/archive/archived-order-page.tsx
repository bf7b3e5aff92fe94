import { InquiryDetailLayout } from "~/features/orders/inquiry-detail-layout";
import { formatPercent } from "~/features/orders/percent-format";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { ArchivedOrderData } from "./load-archived-order.server";

/** /archive/{id}: the order as it was validated or rejected, with how and by whom. */
export function ArchivedOrderPage({ data }: { data: ArchivedOrderData }) {
  const { t, i18n } = useTranslation(["archive", "order-inquiries"]);
  const { inquiry } = data;
  return (
    <InquiryDetailLayout
      inquiry={inquiry}
      back={{ to: "/archive", label: t("archive:detail.back") }}
      facts={[
        {
          label: t("archive:facts.validatedAt"),
          value: inquiry.validated_at ? (
            <time dateTime={inquiry.validated_at}>
              {formatDateTime(inquiry.validated_at, i18n.language)}
            </time>
          ) : null,
        },
        { label: t("archive:facts.validatedBy"), value: inquiry.validated_by },
        {
          label: t("archive:facts.aiAccuracy"),
          value: formatPercent(inquiry.ai_accuracy, i18n.language),
        },
        ...(inquiry.rejection_reason
          ? [{ label: t("order-inquiries:facts.rejectionReason"), value: inquiry.rejection_reason }]
          : []),
      ]}
    />
  );
}
