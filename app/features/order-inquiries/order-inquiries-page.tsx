import { useTranslation } from "react-i18next";
import { BulkActionsForm } from "~/features/orders/bulk-actions-form";
import { InquiryFiltersForm } from "~/features/orders/inquiry-filters-form";
import { InquiryList } from "~/features/orders/inquiry-list";
import { inquirySortFields } from "~/features/orders/inquiry-list-query";
import { orderInquiriesScope } from "~/features/orders/inquiry-list-scopes";
import type { BulkActionError } from "~/features/orders/inquiry-transitions.server";
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
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
      </div>
      <InquiryFiltersForm
        query={data.query}
        statuses={orderInquiriesScope.statuses}
        sortFields={inquirySortFields}
        channels={data.channels}
      />
      <InquiryList
        caption={t("table.caption")}
        inquiries={data.inquiries}
        query={data.query}
        columns={["subject", "sender", "customer", "channel", "status", "received", "updated"]}
        channelNames={Object.fromEntries(
          data.channels.map((channel) => [channel.id, channel.name]),
        )}
        detailPath={(id) => `/order-inquiries/${encodeURIComponent(id)}`}
        selectForm={data.canWrite ? bulkFormId : undefined}
        empty={{ title: t("empty.title"), description: t("empty.description") }}
        actions={
          data.canWrite ? (
            <BulkActionsForm formId={bulkFormId} ns="order-inquiries" error={actionData?.error} />
          ) : null
        }
      />
    </div>
  );
}
