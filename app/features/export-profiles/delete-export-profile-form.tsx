import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ExportProfile } from "../../../server/contracts/connectivity/export-profile";
import { deleteExportProfileSchema } from "./export-profile-form-schemas";

/** Deleting a profile takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteExportProfileForm({
  profile,
  lastResult,
}: {
  profile: ExportProfile;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("export-profiles");
  return (
    <ConfirmedDeleteForm
      formId={`delete-export-profile-${profile.id}`}
      hidden={{ intent: "delete", id: profile.id }}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm", { name: profile.name })}
      submitLabel={t("delete.submit")}
      lastResult={lastResult}
      translate={(message) => translateMessage(t, message)}
      schema={deleteExportProfileSchema}
    />
  );
}
