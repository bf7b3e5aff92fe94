import type { SubmissionResult } from "@conform-to/react";
import { Plus, Upload } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { PageMetaPagination } from "~/components/ui/page-meta-pagination";
import { DeleteConfirmationSection } from "~/features/shell/delete-confirmation-section";
import { EmptyList } from "~/features/shell/empty-list";
import { PageHeader } from "~/features/shell/page-header";
import { useTranslation } from "~/lib/use-translation";
import { DeleteExportProfileForm } from "./delete-export-profile-form";
import { ExportProfilesTable } from "./export-profiles-table";
import type { ExportProfilesPageData } from "./load-export-profiles-page.server";

/** /admin/export-profiles: the list, "Add an export profile", and deleting one. */
export function ExportProfilesPage({
  data,
  actionData,
  tenantName,
}: {
  data: ExportProfilesPageData;
  actionData: { result: SubmissionResult<string[]> } | undefined;
  tenantName: string | null;
}) {
  const { t } = useTranslation("export-profiles");
  const location = useLocation();
  const { profiles, deleting } = data;
  const { meta } = profiles;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        heading={t("heading")}
        intro={t("intro")}
        action={
          <Link to="/admin/export-profiles/new" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            {t("list.add")}
          </Link>
        }
      />

      {deleting ? (
        <DeleteConfirmationSection
          id="delete-export-profile"
          heading={t("delete.heading", { name: deleting.name })}
          cancelLabel={t("delete.cancel")}
          cancelTo="."
        >
          <DeleteExportProfileForm
            key={`${deleting.id}-${location.key}`}
            profile={deleting}
            lastResult={actionData?.result}
          />
        </DeleteConfirmationSection>
      ) : null}

      <section aria-labelledby="export-profiles-list-heading" className="flex flex-col gap-4">
        <h2 id="export-profiles-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {profiles.data.length === 0 ? (
          <EmptyList icon={Upload} message={t("list.empty")} />
        ) : (
          <ExportProfilesTable
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
