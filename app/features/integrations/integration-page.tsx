import type { SubmissionResult } from "@conform-to/react";
import { Card } from "~/components/ui/card";
import { FactList } from "~/features/orders/fact-list";
import { DetailPageHeader } from "~/features/shell/detail-page-header";
import { useTranslation } from "~/lib/use-translation";
import { ErpTypeChooser } from "./erp-type-chooser";
import { IntegrationSettingsForm } from "./integration-form";
import type { IntegrationFormIntent } from "./integration-form-schemas";
import { IntegrationLastDelivery } from "./integration-last-delivery";
import type { ConnectionTestResult } from "./integrations-api.server";
import type { IntegrationPageData } from "./load-integration-page.server";

export type IntegrationActionResult =
  | {
      intent: IntegrationFormIntent | null;
      result: SubmissionResult<string[]>;
      test: ConnectionTestResult | null;
    }
  | undefined;

/**
 * /admin/integrations/{id} (empty layout): one integration on a page of its own, or a new one
 * after its ERP type is chosen.
 */
export function IntegrationPage({
  data,
  actionData,
}: {
  data: IntegrationPageData;
  actionData: IntegrationActionResult;
}) {
  const { t } = useTranslation("integrations");
  const { integration, chosen } = data;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <DetailPageHeader
        back={{ to: "/admin/integrations", label: t("back") }}
        heading={integration ? t("edit.heading", { name: integration.name }) : t("create.heading")}
        intro={t("intro")}
      />

      {integration ? (
        <Card className="p-5">
          <FactList
            label={t("edit.factsLabel")}
            empty={t("table.never")}
            facts={[
              { label: t("table.erpType"), value: chosen?.label ?? integration.erp_type },
              {
                label: t("table.lastDelivery"),
                value: integration.last_delivery ? (
                  <IntegrationLastDelivery delivery={integration.last_delivery} />
                ) : null,
              },
            ]}
          />
        </Card>
      ) : (
        <ErpTypeChooser erpTypes={data.erpTypes} chosen={chosen?.erp_type ?? null} />
      )}

      <Card className="p-5 sm:p-6">
        {chosen ? (
          <IntegrationSettingsForm
            erpType={chosen}
            integration={integration}
            lastResult={actionData?.result}
            test={actionData?.test ?? null}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {integration ? t("errors.typeUnavailable") : t("create.chooseType")}
          </p>
        )}
      </Card>
    </div>
  );
}
