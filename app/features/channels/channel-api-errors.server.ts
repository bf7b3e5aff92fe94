import type { Submission, SubmissionResult } from "@conform-to/react";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import { SECRET_ADDRESS_CHANGED } from "../../../server/contracts/connectivity/secret-address-changed";

type Issue = { path?: unknown[]; message?: string; code?: unknown };
const isIssueList = (value: unknown): value is Issue[] => Array.isArray(value);

/**
 * Where an issue of the API belongs on the form. The API nests a kind's settings
 * (`settings.host`); the forms have them flat (`host`).
 */
export function formFieldOfApiPath(path: readonly unknown[] | string): string | undefined {
  const parts = typeof path === "string" ? path.split(".") : path;
  const [first, second] = parts;
  if (first === "settings" && typeof second === "string") return second;
  if (first === "name" || first === "password" || first === "active") return first;
  return undefined;
}

/** What to say next to a field the API refused: the form's own words for that field. */
const invalidMessages: Record<string, string> = {
  name: "channels:errors.nameRequired",
  host: "channels:errors.hostRequired",
  port: "channels:errors.portInvalid",
  user: "channels:errors.userRequired",
  password: "channels:errors.passwordRequired",
  folder: "channels:errors.folderRequired",
  poll_interval_seconds: "channels:errors.pollIntervalInvalid",
  address: "channels:errors.addressInvalid",
};
const conflictMessages: Record<string, string> = { address: "channels:errors.addressUnavailable" };

/**
 * The API's refusal of a channel form, shown where it belongs: a 422's issues next to the
 * fields they name, a 409 about the inbound address next to it, anything else above the form.
 * Unexpected statuses go to the error screen.
 */
export async function replyWithChannelApiError(
  submission: Submission<unknown, string[]>,
  response: Response,
  options: { fields: readonly string[]; hideFields?: string[] },
): Promise<SubmissionResult<string[]>> {
  if (![403, 404, 409, 422].includes(response.status)) return throwApiError(response);
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  const onForm = (field: string | undefined) =>
    field !== undefined && options.fields.includes(field) ? field : undefined;

  if (response.status === 422 && isIssueList(error.details)) {
    for (const issue of error.details) {
      const field = onForm(formFieldOfApiPath(issue.path ?? []));
      // A stored password left empty for another server: typed again (decision 065).
      const again = issue.code === SECRET_ADDRESS_CHANGED ? "channels:errors.passwordAgain" : null;
      if (field)
        fieldErrors[field] = [again ?? invalidMessages[field] ?? "channels:errors.invalid"];
      else formErrors.push("channels:errors.invalid", ...(issue.message ? [issue.message] : []));
    }
  } else if (response.status === 409) {
    const details = error.details as { field?: unknown } | undefined;
    const field = onForm(
      typeof details?.field === "string" ? formFieldOfApiPath(details.field) : undefined,
    );
    const message = field ? conflictMessages[field] : undefined;
    if (field && message) fieldErrors[field] = [message];
    else formErrors.push("channels:errors.conflict", ...(error.message ? [error.message] : []));
  } else if (response.status === 403) {
    formErrors.push("channels:errors.forbidden");
  } else if (response.status === 404) {
    formErrors.push("channels:errors.notFound");
  } else {
    formErrors.push("channels:errors.invalid");
  }

  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
    hideFields: options.hideFields,
  });
}
