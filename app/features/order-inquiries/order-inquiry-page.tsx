import { Ban, ClipboardCheck, type LucideIcon, PencilLine, RotateCcw, Send } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { InquiryDetailLayout } from "~/features/orders/inquiry-detail-layout";
import { rejectableStatuses, validationQueueStatuses } from "~/features/orders/inquiry-statuses";
import type { BulkActionError } from "~/features/orders/inquiry-transitions.server";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import type { OrderInquiryData } from "./load-order-inquiry.server";
import { RejectInquiryForm, type RejectInquiryResult } from "./reject-inquiry-form";

/** What the page's action answers when it did not redirect. */
export type OrderInquiryActionData = BulkActionError | RejectInquiryResult;

/** A form of one button posting `intent` with `fields` to the page's action. */
function IntentButton({
  intent,
  fields,
  icon: Icon,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary" size="sm">
        <Icon aria-hidden="true" />
        {children}
      </Button>
    </Form>
  );
}

/**
 * /order-inquiries/{id}: one inquiry, with validate, retry and reject where they apply; reject
 * asks a reason, as on the validation screen.
 */
export function OrderInquiryPage({
  data,
  actionData,
}: {
  data: OrderInquiryData;
  actionData: OrderInquiryActionData | undefined;
}) {
  const { t } = useTranslation(["order-inquiries", "workspace"]);
  const hydrated = useHydrated();
  const { inquiry, canWrite } = data;
  const mayReject = canWrite && rejectableStatuses.includes(inquiry.status);
  const rejection = actionData && "conflict" in actionData ? actionData : undefined;
  const [rejecting, setRejecting] = useState(false);
  // A refusal of the whole closes the dialog: the page says why above, the reason is kept.
  useEffect(() => {
    if (rejection?.conflict) setRejecting(false);
  }, [rejection]);
  const conflict = rejection?.conflict;
  const errors = [
    ...(actionData && "error" in actionData ? [actionData.error] : []),
    ...(conflict?.reason === "version" ? [t("detail.rejectRefused.version")] : []),
    ...(conflict?.reason === "status"
      ? [
          t("detail.rejectRefused.status", {
            status: conflict.status
              ? t(`status.${conflict.status}`, { defaultValue: conflict.status })
              : "",
          }),
        ]
      : []),
  ];

  const actions = canWrite ? (
    <>
      {validationQueueStatuses.includes(inquiry.status) ? (
        <Link
          to={`/validate/${encodeURIComponent(inquiry.id)}`}
          className={buttonClassName({ size: "sm" })}
        >
          <ClipboardCheck aria-hidden="true" />
          {t("detail.validate")}
        </Link>
      ) : null}
      {inquiry.status === "failed" ? (
        <IntentButton intent="retry" fields={{ id: inquiry.id }} icon={RotateCcw}>
          {t("detail.retry")}
        </IntentButton>
      ) : null}
      {mayReject && hydrated ? (
        <Button variant="secondary" size="sm" onClick={() => setRejecting(true)}>
          <Ban aria-hidden="true" />
          {t("workspace:actions.reject")}
        </Button>
      ) : null}
    </>
  ) : null;
  // The ERP refused the order, or the retries ran out: send it again as it is, or correct it.
  const deliveryActions =
    canWrite && inquiry.status === "submit_failed" ? (
      <>
        <IntentButton intent="resend" fields={{ id: inquiry.id }} icon={Send}>
          {t("delivery.sendAgain")}
        </IntentButton>
        <Link
          to={`/validate/${encodeURIComponent(inquiry.id)}`}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          <PencilLine aria-hidden="true" />
          {t("delivery.correct")}
        </Link>
      </>
    ) : null;

  return (
    <>
      <FormErrors id="order-inquiry-error" errors={errors} />
      <InquiryDetailLayout
        inquiry={inquiry}
        back={{ to: "/order-inquiries", label: t("detail.back") }}
        actions={actions}
        deliveryActions={deliveryActions}
        facts={[
          { label: t("facts.channel"), value: data.channelName },
          ...(inquiry.error
            ? [
                {
                  label: t("facts.error"),
                  value: <span className="text-red-700 dark:text-red-400">{inquiry.error}</span>,
                },
              ]
            : []),
          ...(inquiry.rejection_reason
            ? [{ label: t("facts.rejectionReason"), value: inquiry.rejection_reason }]
            : []),
        ]}
      >
        {mayReject ? (
          <RejectInquiryForm
            inquiry={{ id: inquiry.id, version: inquiry.version }}
            lastResult={rejection?.result}
            open={rejecting}
            onClose={() => setRejecting(false)}
          />
        ) : null}
      </InquiryDetailLayout>
    </>
  );
}
