import type { Submission, SubmissionResult } from "@conform-to/react";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import { SECRET_ADDRESS_CHANGED } from "../../../server/contracts/connectivity/secret-address-changed";

type Issue = { path?: unknown[]; message?: string; code?: unknown };
const isIssueList = (value: unknown): value is Issue[] => Array.isArray(value);

/** The form names its fields as the API's paths (`settings.base_url`): a path is a field name. */
export function formFieldOfApiPath(path: readonly unknown[]) {
  return path.every((part) => typeof part === "string") ? path.join(".") : undefined;
}

/**
 * What to say next to a field the API refused: the form's own words for that field, or that a
 * stored key must be typed again for a new address (decision 065).
 */
function invalidMessage(field: string, issue: Issue) {
  if (issue.code === SECRET_ADDRESS_CHANGED) return "integrations:errors.secretAgain";
  if (field === "name") return "integrations:errors.nameRequired";
  if (field === "rules.threshold.min_confidence") return "integrations:errors.minConfidenceInvalid";
  if (field === "settings.api_key") return "integrations:errors.secretRequired";
  if (field === "settings.base_url") return "integrations:errors.urlInvalid";
  return "integrations:errors.invalid";
}

/**
 * The API's refusal of the integration form, shown where it belongs: a 422's issues next to the
 * fields they name (when the form has them), anything else above the form. Unexpected statuses
 * go to the error screen.
 */
export async function replyWithIntegrationApiError(
  submission: Submission<unknown, string[]>,
  response: Response,
  options: { fields: readonly string[]; hideFields?: string[] },
): Promise<SubmissionResult<string[]>> {
  if (![403, 404, 409, 422].includes(response.status)) return throwApiError(response);
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];

  if (response.status === 422 && isIssueList(error.details)) {
    for (const issue of error.details) {
      const field = formFieldOfApiPath(issue.path ?? []);
      if (field && options.fields.includes(field))
        fieldErrors[field] = [invalidMessage(field, issue)];
      else
        formErrors.push("integrations:errors.invalid", ...(issue.message ? [issue.message] : []));
    }
  } else if (response.status === 403) {
    formErrors.push("integrations:errors.forbidden");
  } else if (response.status === 404) {
    formErrors.push("integrations:errors.notFound");
  } else {
    formErrors.push("integrations:errors.conflict", ...(error.message ? [error.message] : []));
  }

  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
    hideFields: options.hideFields,
  });
}
