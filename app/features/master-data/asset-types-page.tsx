import type { SubmissionResult } from "@conform-to/react";
import { Database } from "lucide-react";
import { useLocation } from "react-router";
import { Card } from "~/components/ui/card";
import { DeleteConfirmationSection } from "~/features/shell/delete-confirmation-section";
import { EmptyList } from "~/features/shell/empty-list";
import { useTranslation } from "~/lib/use-translation";
import type { AssetTypeFormIntent } from "./asset-type-form-schemas";
import { AssetTypesTable } from "./asset-types-table";
import { ConfirmedDeleteForm } from "./confirmed-delete-form";
import { CreateAssetTypeForm } from "./create-asset-type-form";
import type { AssetTypesPageData } from "./load-asset-types-page.server";

type ActionData =
  | { intent: AssetTypeFormIntent | null; result: SubmissionResult<string[]> }
  | undefined;

/** /admin/master-data: the asset types, "Add an asset type", and removal with confirmation. */
export function AssetTypesPage({
  data,
  actionData,
  tenantName,
}: {
  data: AssetTypesPageData;
  actionData: ActionData;
  tenantName: string | null;
}) {
  const { t } = useTranslation("master-data");
  const location = useLocation();
  const { assetTypes, toDelete } = data;
  const resultFor = (intent: AssetTypeFormIntent) =>
    actionData?.intent === intent ? actionData.result : undefined;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>

      {toDelete ? (
        <DeleteConfirmationSection
          id="delete-asset-type"
          heading={t("delete.heading", { name: toDelete.name })}
          cancelLabel={t("delete.cancel")}
          cancelTo="."
          className="border-red-300 dark:border-red-900"
        >
          <ConfirmedDeleteForm
            key={`${toDelete.id}-${location.key}`}
            formId={`delete-asset-type-${toDelete.id}`}
            intent="delete"
            id={toDelete.id}
            description={t("delete.description")}
            confirmLabel={t("delete.confirm", { name: toDelete.name })}
            submitLabel={t("delete.submit")}
            lastResult={resultFor("delete")}
          />
        </DeleteConfirmationSection>
      ) : null}

      <section aria-labelledby="asset-types-heading" className="flex flex-col gap-4">
        <h2 id="asset-types-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {assetTypes.length === 0 ? (
          <EmptyList icon={Database} message={t("list.empty")} />
        ) : (
          <AssetTypesTable
            assetTypes={assetTypes}
            caption={t("list.caption", { tenant: tenantName ?? "" })}
            selectedId={toDelete?.id}
          />
        )}
      </section>

      <section aria-labelledby="create-asset-type-heading">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <div>
            <h2 id="create-asset-type-heading" className="text-lg font-semibold">
              {t("create.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("create.description")}</p>
          </div>
          <CreateAssetTypeForm key={location.key} lastResult={resultFor("create")} />
        </Card>
      </section>
    </div>
  );
}
