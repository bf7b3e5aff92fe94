import type { SubmissionResult } from "@conform-to/react";
import { Plug, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
          <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
        </div>
        <Link to="/admin/integrations/new" className={buttonClassName()}>
          <Plus aria-hidden="true" />
          {t("list.add")}
        </Link>
      </div>

      {toDelete ? (
        <section
          id="delete-integration"
          aria-labelledby="delete-integration-heading"
          className="scroll-mt-20"
        >
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id="delete-integration-heading" className="text-lg font-semibold">
                {t("delete.heading", { name: toDelete.name })}
              </h2>
              <Link
                to="/admin/integrations"
                className={buttonClassName({ variant: "ghost", size: "sm" })}
              >
                {t("delete.cancel")}
              </Link>
            </div>
            <DeleteIntegrationForm
              key={`${toDelete.id}-${location.key}`}
              integration={toDelete}
              lastResult={actionData?.result}
            />
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="integrations-list-heading" className="flex flex-col gap-4">
        <h2 id="integrations-list-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {integrations.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <Plug aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">{t("list.empty")}</p>
          </Card>
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
