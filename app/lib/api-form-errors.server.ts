import type { Submission, SubmissionResult } from "@conform-to/react";
import { readApiError, throwApiError } from "./api-response.server";

const issuesSchemaGuard = (value: unknown): value is { path?: unknown[]; message?: string }[] =>
  Array.isArray(value);

export type ApiErrorMessages = {
  /** Next to a field the API found invalid (422). */
  invalid: string;
  /** About the whole form: the API refused the change (409 without a field). */
  conflict: string;
  forbidden: string;
  notFound: string;
  /** Fields the API may name in a 409 (`details.field`), with the message to show there. */
  conflictFields?: Record<string, string>;
  /** A field's own message for a 422 naming it, instead of `invalid`. */
  invalidFields?: Record<string, string>;
};

/**
 * The API's refusal of a form, shown where it belongs: a 422's zod issues next to the fields
 * they name, a 409 naming a field next to that field, anything else above the form with the
 * API's own words after ours. Unexpected statuses go to the error screen.
 */
export async function replyWithApiError(
  submission: Submission<unknown, string[]>,
  response: Response,
  options: { fields: readonly string[]; messages: ApiErrorMessages; hideFields?: string[] },
): Promise<SubmissionResult<string[]>> {
  if (![403, 404, 409, 422].includes(response.status)) return throwApiError(response);
  const error = await readApiError(response);
  const { messages } = options;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];

  if (response.status === 422 && issuesSchemaGuard(error.details)) {
    for (const issue of error.details) {
      const field = typeof issue.path?.[0] === "string" ? issue.path[0] : undefined;
      if (field && options.fields.includes(field)) {
        fieldErrors[field] = [messages.invalidFields?.[field] ?? messages.invalid];
      } else formErrors.push(messages.invalid);
    }
  } else if (response.status === 409) {
    const details = error.details as { field?: unknown } | undefined;
    const field = typeof details?.field === "string" ? details.field : undefined;
    const fieldMessage = field ? messages.conflictFields?.[field] : undefined;
    if (field && fieldMessage) fieldErrors[field] = [fieldMessage];
    else formErrors.push(messages.conflict, ...(error.message ? [error.message] : []));
  } else if (response.status === 403) {
    formErrors.push(messages.forbidden, ...(error.message ? [error.message] : []));
  } else if (response.status === 404) {
    formErrors.push(messages.notFound);
  } else {
    formErrors.push(messages.invalid);
  }

  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
    hideFields: options.hideFields,
  });
}
