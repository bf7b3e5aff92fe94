import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { deleteWebhookSchema } from "./webhook-form-schemas";
import type { Webhook } from "./webhooks-api.server";

/** Deleting a webhook takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteWebhookForm({
  webhook,
  lastResult,
}: {
  webhook: Webhook;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("webhooks");
  return (
    <ConfirmedDeleteForm
      formId={`delete-webhook-${webhook.id}`}
      hidden={{ intent: "delete", id: webhook.id }}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm", { name: webhook.name })}
      submitLabel={t("delete.submit")}
      lastResult={lastResult}
      translate={(message) => translateMessage(t, message)}
      schema={deleteWebhookSchema}
    />
  );
}
