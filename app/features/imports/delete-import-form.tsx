import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { deleteImportSchema } from "./import-form-schemas";

/** Deleting an import takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteImportForm({
  importId,
  fileName,
  lastResult,
}: {
  importId: string;
  fileName: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("imports");
  return (
    <ConfirmedDeleteForm
      formId={`delete-import-${importId}`}
      hidden={{ intent: "delete", id: importId }}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm", { file: fileName })}
      submitLabel={t("delete.submit")}
      lastResult={lastResult}
      translate={(message) => translateMessage(t, message)}
      schema={deleteImportSchema}
    />
  );
}
