import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { deleteIntegrationSchema } from "./integration-form-schemas";
import type { Integration } from "./integrations-api.server";

/** Deleting an integration takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteIntegrationForm({
  integration,
  lastResult,
}: {
  integration: Integration;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("integrations");
  return (
    <ConfirmedDeleteForm
      formId={`delete-integration-${integration.id}`}
      hidden={{ intent: "delete", id: integration.id }}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm", { name: integration.name })}
      submitLabel={t("delete.submit")}
      lastResult={lastResult}
      translate={(message) => translateMessage(t, message)}
      schema={deleteIntegrationSchema}
    />
  );
}
