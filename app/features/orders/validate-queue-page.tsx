import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { formatInteger } from "~/features/reference-data/entry-value-format";
import { InquiryFiltersForm } from "./inquiry-filters-form";
import { InquiryList } from "./inquiry-list";
import { inquirySortFields } from "./inquiry-list-query";
import { validationQueueScope } from "./inquiry-list-scopes";
import type { ValidateData } from "./validate-loader.server";

/** /validate: the orders waiting for validation, how many, and each one's way in. */
export function ValidateQueuePage({ data }: { data: ValidateData }) {
  const { t, i18n } = useTranslation("validate");
  const counts = [
    { key: "pending_validation", label: t("queue.counts.pending_validation") },
    { key: "saved", label: t("queue.counts.saved") },
  ] as const;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
      </div>
      <section aria-label={t("queue.counts.label")} className="grid gap-4 sm:grid-cols-2">
        {counts.map(({ key, label }) => (
          <Card key={key} className="flex flex-col gap-1 p-5">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <p className="text-3xl font-semibold tabular-nums">
              {formatInteger(data.counts[key], i18n.language)}
            </p>
          </Card>
        ))}
      </section>
      <InquiryFiltersForm
        query={data.query}
        statuses={validationQueueScope.statuses}
        sortFields={inquirySortFields}
      />
      <InquiryList
        caption={t("queue.caption")}
        inquiries={data.inquiries}
        query={data.query}
        columns={["subject", "sender", "customer", "lines", "received", "status"]}
        detailPath={(id) => `/validate/${encodeURIComponent(id)}`}
        empty={{ title: t("empty.title"), description: t("empty.description") }}
      />
    </div>
  );
}
