import type { SubmissionResult } from "@conform-to/react";
import { Plug, Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { DeleteConfirmationSection } from "~/features/shell/delete-confirmation-section";
import { EmptyList } from "~/features/shell/empty-list";
import { PageHeader } from "~/features/shell/page-header";
import { useTranslation } from "~/lib/use-translation";
import { DeleteIntegrationForm } from "./delete-integration-form";
import { IntegrationsTable } from "./integrations-table";
import type { IntegrationsPageData } from "./load-integrations-page.server";

/** /admin/integrations: the list, "Add an integration", and the delete confirmation when asked. */
export function IntegrationsPage({
  data,
  actionData,
  tenantName,
}: {
  data: IntegrationsPageData;
  actionData: { result: SubmissionResult<string[]> } | undefined;
  tenantName: string | null;
}) {
  const { t } = useTranslation("integrations");
  const location = useLocation();
  const { integrations, toDelete } = data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        heading={t("heading")}
        intro={t("intro")}
        action={
          <Link to="/admin/integrations/new" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            {t("list.add")}
          </Link>
        }
      />

      {toDelete ? (
        <DeleteConfirmationSection
          id="delete-integration"
          heading={t("delete.heading", { name: toDelete.name })}
          cancelLabel={t("delete.cancel")}
          cancelTo="/admin/integrations"
        >
          <DeleteIntegrationForm
            key={`${toDelete.id}-${location.key}`}
            integration={toDelete}
            lastResult={actionData?.result}
          />
        </DeleteConfirmationSection>
      ) : null}

      <section aria-labelledby="integrations-list-heading" className="flex flex-col gap-4">
        <h2 id="integrations-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {integrations.length === 0 ? (
          <EmptyList icon={Plug} message={t("list.empty")} />
        ) : (
          <IntegrationsTable
            integrations={integrations}
            erpTypeLabels={data.erpTypeLabels}
            caption={t("list.caption", { tenant: tenantName ?? "" })}
            deletingId={toDelete?.id}
          />
        )}
      </section>
    </div>
  );
}
