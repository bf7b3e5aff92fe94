import type { SubmissionResult } from "@conform-to/react";
import { Database } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
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
        <section
          id="delete-asset-type"
          aria-labelledby="delete-asset-type-heading"
          className="scroll-mt-20"
        >
          <Card className="flex flex-col gap-4 border-red-300 p-5 sm:p-6 dark:border-red-900">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id="delete-asset-type-heading" className="text-lg font-semibold">
                {t("delete.heading", { name: toDelete.name })}
              </h2>
              <Link to="." className={buttonClassName({ variant: "ghost", size: "sm" })}>
                {t("delete.cancel")}
              </Link>
            </div>
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
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="asset-types-heading" className="flex flex-col gap-4">
        <h2 id="asset-types-heading" className="text-lg font-semibold">
          {t("list.heading")}
        </h2>
        {assetTypes.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <Database aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">{t("list.empty")}</p>
          </Card>
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
