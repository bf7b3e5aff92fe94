import { Card } from "~/components/ui/card";
import { formatInteger } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { InquiryListPage } from "./inquiry-list-page";
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
    <InquiryListPage
      heading={t("heading")}
      intro={t("intro")}
      scope={validationQueueScope}
      caption={t("queue.caption")}
      inquiries={data.inquiries}
      query={data.query}
      columns={["subject", "sender", "customer", "lines", "received", "status"]}
      detailPath={(id) => `/validate/${encodeURIComponent(id)}`}
      empty={{ title: t("empty.title"), description: t("empty.description") }}
    >
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
    </InquiryListPage>
  );
}
