import { InquiryListPage } from "~/features/orders/inquiry-list-page";
import { archiveScope } from "~/features/orders/inquiry-list-scopes";
import { useTranslation } from "~/lib/use-translation";
import type { ArchiveData } from "./load-archive.server";

/** /archive: validated, submitted, completed and rejected orders, read only. */
export function ArchivePage({ data }: { data: ArchiveData }) {
  const { t } = useTranslation("archive");
  return (
    <InquiryListPage
      heading={t("heading")}
      intro={t("intro")}
      scope={archiveScope}
      caption={t("table.caption")}
      inquiries={data.inquiries}
      query={data.query}
      columns={[
        "subject",
        "sender",
        "customer",
        "status",
        "erpOrderNumber",
        "received",
        "validated",
        "accuracy",
      ]}
      detailPath={(id) => `/archive/${encodeURIComponent(id)}`}
      empty={{ title: t("empty.title"), description: t("empty.description") }}
    />
  );
}
