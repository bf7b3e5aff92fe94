import { Ban, ClipboardCheck, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { InquiryDetailLayout } from "~/features/orders/inquiry-detail-layout";
import { rejectableStatuses, validationQueueStatuses } from "~/features/orders/inquiry-statuses";
import type { BulkActionError } from "~/features/orders/inquiry-transitions.server";
import type { OrderInquiryData } from "./load-order-inquiry.server";

/** /order-inquiries/{id}: one inquiry, with validate, retry and reject where they apply. */
export function OrderInquiryPage({
  data,
  actionData,
}: {
  data: OrderInquiryData;
  actionData: BulkActionError | undefined;
}) {
  const { t } = useTranslation("order-inquiries");
  const { inquiry, canWrite } = data;
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
        <Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={inquiry.id} />
          <Button type="submit" variant="secondary" size="sm">
            <RotateCcw aria-hidden="true" />
            {t("detail.retry")}
          </Button>
        </Form>
      ) : null}
      {rejectableStatuses.includes(inquiry.status) ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="orderInquiryIds" value={inquiry.id} />
          <Button type="submit" variant="secondary" size="sm">
            <Ban aria-hidden="true" />
            {t("detail.reject")}
          </Button>
        </Form>
      ) : null}
    </>
  ) : null;

  return (
    <>
      <FormErrors
        id="order-inquiry-error"
        errors={actionData?.error ? [actionData.error] : undefined}
      />
      <InquiryDetailLayout
        inquiry={inquiry}
        back={{ to: "/order-inquiries", label: t("detail.back") }}
        actions={actions}
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
        ]}
      />
    </>
  );
}
