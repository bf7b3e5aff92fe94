import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { deleteEntrySchema } from "./entry-form-schema";

/** Deleting an entry takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteEntryForm({
  typeId,
  entryId,
  name,
  lastResult,
}: {
  typeId: string;
  entryId: string;
  name: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("reference-data");
  return (
    <ConfirmedDeleteForm
      formId={`delete-entry-${entryId}`}
      hidden={{ intent: "delete", type: typeId, id: entryId }}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm", { name })}
      submitLabel={t("delete.submit")}
      lastResult={lastResult}
      translate={(message) => translateMessage(t, message)}
      schema={deleteEntrySchema}
    />
  );
}
