import { PageHeader } from "~/features/shell/page-header";
import { fullName } from "~/features/users/user-full-name";
import { useTranslation } from "~/lib/use-translation";
import type { LogsPageData } from "./load-logs-page.server";
import { LogFilterForm } from "./log-filter-form";
import { LogsTable } from "./logs-table";

/** /admin/logs: who changed what, and what went wrong, filtered by a plain GET form. */
export function LogsPage({ data }: { data: LogsPageData }) {
  const { t } = useTranslation("logs");
  const users = data.users.map((user) => ({ id: user.id, label: fullName(user) }));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader heading={t("heading")} intro={t("intro")} />
      <LogFilterForm filters={data.filters} users={users} />
      <section aria-labelledby="logs-list-heading" className="flex flex-col gap-4">
        <h2 id="logs-list-heading" className="text-lg font-semibold">
          {t("table.heading")}
        </h2>
        <LogsTable entries={data.entries.data} meta={data.entries.meta} />
      </section>
    </div>
  );
}
