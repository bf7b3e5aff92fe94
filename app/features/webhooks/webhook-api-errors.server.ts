import type { Submission, SubmissionResult } from "@conform-to/react";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import { SECRET_ADDRESS_CHANGED } from "../../../server/contracts/connectivity/secret-address-changed";
import { formFieldOfApiPath } from "./webhook-input";

type Issue = { path?: unknown[]; message?: string; code?: unknown };
const isIssueList = (value: unknown): value is Issue[] => Array.isArray(value);

const isWebhookLimit = (details: unknown) =>
  (details as { reason?: unknown } | null)?.reason === "webhook_limit";

/** What to say next to a field the API refused: the form's own words for that field. */
const invalidMessages: Record<string, string> = {
  name: "webhooks:errors.nameRequired",
  url: "webhooks:errors.urlInvalid",
  auth_scheme: "webhooks:errors.authSchemeInvalid",
  auth_username: "webhooks:errors.usernameRequired",
  auth_password: "webhooks:errors.passwordRequired",
  auth_token: "webhooks:errors.tokenRequired",
  event_order_validated: "webhooks:errors.eventRequired",
};
/** A stored secret left empty for another address: typed again (decision 065). */
const againMessages: Record<string, string> = {
  auth_password: "webhooks:errors.passwordAgain",
  auth_token: "webhooks:errors.tokenAgain",
};

/**
 * The API's refusal of a webhook form, shown where it belongs: a 422's issues next to the
 * fields they name, a 409 (the webhook limit, or switched off) or 404 above the form. Unexpected statuses go to the error screen.
 */
export async function replyWithWebhookApiError(
  submission: Submission<unknown, string[]>,
  response: Response,
  options: { scheme: "None" | "Basic" | "Bearer"; hideFields?: string[] },
): Promise<SubmissionResult<string[]>> {
  if (![403, 404, 409, 422].includes(response.status)) return throwApiError(response);
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (response.status === 422 && isIssueList(error.details)) {
    for (const issue of error.details) {
      const field = formFieldOfApiPath(issue.path ?? [], options.scheme);
      const again =
        issue.code === SECRET_ADDRESS_CHANGED && field ? againMessages[field] : undefined;
      if (field)
        fieldErrors[field] = [again ?? invalidMessages[field] ?? "webhooks:errors.invalid"];
      else formErrors.push("webhooks:errors.invalid");
    }
  } else if (response.status === 409 && isWebhookLimit(error.details)) {
    // The tenant has as many webhooks as it may (decision 063).
    formErrors.push("webhooks:errors.limitReached");
  } else if (response.status === 409) {
    formErrors.push("webhooks:errors.switchOnFirst");
  } else if (response.status === 403) {
    formErrors.push("webhooks:errors.forbidden");
  } else if (response.status === 404) {
    formErrors.push("webhooks:errors.notFound");
  } else {
    formErrors.push("webhooks:errors.invalid");
  }
  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
    hideFields: options.hideFields,
  });
}
