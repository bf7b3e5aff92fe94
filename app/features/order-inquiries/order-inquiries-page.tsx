import { BulkActionsForm } from "~/features/orders/bulk-actions-form";
import { InquiryListPage } from "~/features/orders/inquiry-list-page";
import { orderInquiriesScope } from "~/features/orders/inquiry-list-scopes";
import type { BulkActionError } from "~/features/orders/inquiry-transitions.server";
import { useTranslation } from "~/lib/use-translation";
import type { OrderInquiriesData } from "./load-order-inquiries.server";

const bulkFormId = "order-inquiries-bulk";

/** /order-inquiries: every inquiry, filtered and sorted, with process and reject in bulk. */
export function OrderInquiriesPage({
  data,
  actionData,
}: {
  data: OrderInquiriesData;
  actionData: BulkActionError | undefined;
}) {
  const { t } = useTranslation("order-inquiries");
  return (
    <InquiryListPage
      heading={t("heading")}
      intro={t("intro")}
      scope={orderInquiriesScope}
      channels={data.channels}
      caption={t("table.caption")}
      inquiries={data.inquiries}
      query={data.query}
      columns={["subject", "sender", "customer", "channel", "status", "received", "updated"]}
      channelNames={Object.fromEntries(data.channels.map((channel) => [channel.id, channel.name]))}
      detailPath={(id) => `/order-inquiries/${encodeURIComponent(id)}`}
      selectForm={data.canWrite ? bulkFormId : undefined}
      empty={{ title: t("empty.title"), description: t("empty.description") }}
      actions={
        data.canWrite ? (
          <BulkActionsForm formId={bulkFormId} ns="order-inquiries" error={actionData?.error} />
        ) : null
      }
    />
  );
}
