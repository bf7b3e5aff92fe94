import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm as DeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";

/** Removing an asset type, field or relationship: the designer's action checks `confirm`. */
export function ConfirmedDeleteForm({
  intent,
  id,
  ...labels
}: {
  formId: string;
  intent: string;
  id: string;
  description: string;
  confirmLabel: string;
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("master-data");
  return (
    <DeleteForm
      {...labels}
      hidden={{ intent, id }}
      translate={(message) => translateMessage(t, message)}
    />
  );
}
