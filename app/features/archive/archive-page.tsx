import { useTranslation } from "react-i18next";
import { InquiryFiltersForm } from "~/features/orders/inquiry-filters-form";
import { InquiryList } from "~/features/orders/inquiry-list";
import { inquirySortFields } from "~/features/orders/inquiry-list-query";
import { archiveScope } from "~/features/orders/inquiry-list-scopes";
import type { ArchiveData } from "./load-archive.server";

/** /archive: validated, submitted, completed and rejected orders, read only. */
export function ArchivePage({ data }: { data: ArchiveData }) {
  const { t } = useTranslation("archive");
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
      </div>
      <InquiryFiltersForm
        query={data.query}
        statuses={archiveScope.statuses}
        sortFields={inquirySortFields}
      />
      <InquiryList
        caption={t("table.caption")}
        inquiries={data.inquiries}
        query={data.query}
        columns={["subject", "sender", "customer", "status", "received", "validated", "accuracy"]}
        detailPath={(id) => `/archive/${encodeURIComponent(id)}`}
        empty={{ title: t("empty.title"), description: t("empty.description") }}
      />
    </div>
  );
}
