import type { SubmissionResult } from "@conform-to/react";
import { Download } from "lucide-react";
import { Card } from "~/components/ui/card";
import { PageMetaPagination } from "~/components/ui/page-meta-pagination";
import { EmptyList } from "~/features/shell/empty-list";
import { PageHeader } from "~/features/shell/page-header";
import { useTranslation } from "~/lib/use-translation";
import { CreateImportProfileForm } from "./create-import-profile-form";
import { ImportProfilesTable } from "./import-profiles-table";
import type { ImportProfilesPageData } from "./load-import-profiles-page.server";

/** /admin/import-profiles: adding a profile, and the list, a page at a time. */
export function ImportProfilesPage({
  data,
  actionData,
  tenantName,
}: {
  data: ImportProfilesPageData;
  actionData: { result: SubmissionResult<string[]> } | undefined;
  tenantName: string | null;
}) {
  const { t } = useTranslation("import-profiles");
  const { profiles, assetTypes } = data;
  const { meta } = profiles;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader heading={t("heading")} intro={t("intro")} />

      <section aria-labelledby="import-profile-create-heading">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id="import-profile-create-heading" className="text-lg font-semibold">
            {t("create.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("create.about")}</p>
          <CreateImportProfileForm assetTypes={assetTypes} lastResult={actionData?.result} />
        </Card>
      </section>

      <section aria-labelledby="import-profiles-list-heading" className="flex flex-col gap-4">
        <h2 id="import-profiles-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {profiles.data.length === 0 ? (
          <EmptyList icon={Download} message={t("list.empty")} />
        ) : (
          <ImportProfilesTable
            profiles={profiles.data}
            caption={t("list.caption", { tenant: tenantName ?? "" })}
          />
        )}
        <PageMetaPagination
          meta={meta}
          label={t("list.pages")}
          summary={(range) => t("list.summary", range)}
          previousLabel={t("list.previous")}
          nextLabel={t("list.next")}
        />
      </section>
    </div>
  );
}
