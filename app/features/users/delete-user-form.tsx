import type { SubmissionResult } from "@conform-to/react";
import { ConfirmedDeleteForm } from "~/components/ui/confirmed-delete-form";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { deleteUserSchema } from "./user-form-schemas";
import type { User } from "./users-api.server";

/** Removing a user takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteUserForm({
  user,
  name,
  lastResult,
}: {
  user: User;
  name: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("users");
  return (
    <ConfirmedDeleteForm
      formId={`delete-user-${user.id}`}
      hidden={{ intent: "delete", id: user.id }}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm", { name })}
      submitLabel={t("delete.submit")}
      lastResult={lastResult}
      translate={(message) => translateMessage(t, message)}
      schema={deleteUserSchema}
    />
  );
}
