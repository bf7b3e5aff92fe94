import type { Submission, SubmissionResult } from "@conform-to/react";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import type { getInstance } from "~/lib/i18n.server";
import { translateFileMessage } from "./import-messages.server";

type TFunction = ReturnType<typeof getInstance>["t"];

export type ApiIssue = { path?: unknown[]; message?: string };

/**
 * The API's refusal of an import's form, shown where it belongs and in the user's language:
 * a 422's issues where `placeIssue` puts them (a field's name, or null for above the form;
 * by default above the form, as a refusal of the file),
 * a 404 next to `notFound.field` or above the form, a 403 or 409 above the form. Other
 * statuses go to the error screen.
 */
export async function replyWithImportError(
  submission: Submission<unknown, string[]>,
  response: Response,
  options: {
    t: TFunction;
    placeIssue?: (issue: ApiIssue) => { field: string | null; message: string };
    notFound?: { field: string; message: string };
    hideFields?: string[];
  },
): Promise<SubmissionResult<string[]>> {
  if (![403, 404, 409, 422].includes(response.status)) return throwApiError(response);
  const { t } = options;
  const placeIssue =
    options.placeIssue ??
    ((issue: ApiIssue) => ({ field: null, message: translateFileMessage(t, issue.message ?? "") }));
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  const add = (field: string | null, message: string) => {
    if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
    else formErrors.push(message);
  };

  if (response.status === 422) {
    const issues =
      Array.isArray(error.details) && error.details.length
        ? (error.details as ApiIssue[])
        : [{ message: error.message ?? "" }];
    for (const issue of issues) {
      const { field, message } = placeIssue(issue);
      add(field, message);
    }
  } else if (response.status === 409) {
    const message = error.message ?? "";
    add(
      null,
      /while it runs/.test(message)
        ? t("imports:errors.deleteWhileRunning")
        : /was refused/.test(message)
          ? t("imports:errors.refused")
          : t("imports:errors.alreadyStarted"),
    );
  } else if (response.status === 404) {
    add(
      options.notFound?.field ?? null,
      options.notFound?.message ?? t("imports:errors.importNotFound"),
    );
  } else {
    add(null, t("imports:errors.forbidden"));
  }

  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
    hideFields: options.hideFields,
  });
}
