import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { deleteChannelSchema } from "./channel-form-schemas";
import type { Channel } from "./channels-api.server";

/** Deleting a channel takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteChannelForm({
  channel,
  lastResult,
}: {
  channel: Channel;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("channels");
  return (
    <ConfirmedDeleteForm
      formId={`delete-channel-${channel.id}`}
      hidden={{ intent: "delete", id: channel.id }}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm", { name: channel.name })}
      submitLabel={t("delete.submit")}
      lastResult={lastResult}
      translate={(message) => translateMessage(t, message)}
      schema={deleteChannelSchema}
    />
  );
}
