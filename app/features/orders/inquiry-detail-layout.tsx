import { ArrowLeft, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { FactList } from "./fact-list";
import type { InquiryDetail } from "./inquiry-api.server";
import { InquiryStatusBadge } from "./inquiry-status-badge";
import { deliveryStageStatuses } from "./inquiry-statuses";
import { customerOf, senderOf } from "./inquiry-table";
import { OrderAudit } from "./order-audit";
import { OrderDeliverySection } from "./order-delivery-section";
import { ReadOnlyOrder } from "./read-only-order";

type Fact = { label: string; value: ReactNode };

/**
 * The page of one inquiry: its subject, the way back to the list, the e-mail (a popup: a tab
 * of its own), the page's `actions`, the facts (the common ones, then `facts`), what the page
 * adds below them (`children`: a form), the delivery to the ERP once the order is validated
 * (with `deliveryActions`), the order, its history and audit. Shared by /order-inquiries/{id}
 * and /archive/{id}.
 */
export function InquiryDetailLayout({
  inquiry,
  back,
  facts,
  actions,
  deliveryActions,
  children,
}: {
  inquiry: InquiryDetail;
  back: { to: string; label: string };
  facts: readonly Fact[];
  actions?: ReactNode;
  deliveryActions?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation("order-inquiries");
  const heading = inquiry.subject || t("table.noSubject");
  const dateTime = (value: string) => (
    <time dateTime={value}>{formatDateTime(value, i18n.language)}</time>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link
          to={back.to}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-3xl font-semibold tracking-tight break-words">{heading}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={`/popup/email/${encodeURIComponent(inquiry.id)}`}
              target="_blank"
              rel="noopener"
              className={buttonClassName({ variant: "secondary", size: "sm" })}
            >
              <ExternalLink aria-hidden="true" />
              {t("detail.openEmail")}
            </a>
            {actions}
          </div>
        </div>
      </div>
      <Card className="p-5 sm:p-6">
        <FactList
          label={t("facts.label")}
          facts={[
            { label: t("facts.status"), value: <InquiryStatusBadge status={inquiry.status} /> },
            { label: t("facts.subject"), value: inquiry.subject },
            { label: t("facts.sender"), value: senderOf(inquiry) },
            { label: t("facts.received"), value: dateTime(inquiry.received_at) },
            { label: t("facts.customer"), value: customerOf(inquiry) },
            { label: t("facts.orderReference"), value: inquiry.order_reference },
            ...(inquiry.erp_order_number
              ? [{ label: t("facts.erpOrderNumber"), value: inquiry.erp_order_number }]
              : []),
            ...facts,
          ]}
        />
      </Card>
      {children}
      {inquiry.deliveries.length || deliveryStageStatuses.includes(inquiry.status) ? (
        <OrderDeliverySection inquiry={inquiry} actions={deliveryActions} />
      ) : null}
      <ReadOnlyOrder inquiry={inquiry} />
      <OrderAudit inquiry={inquiry} />
    </div>
  );
}
