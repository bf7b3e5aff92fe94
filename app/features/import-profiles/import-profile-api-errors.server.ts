import type { Submission, SubmissionResult } from "@conform-to/react";
import { remoteProblemOf } from "~/features/file-transfer/remote-problem";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import { SECRET_ADDRESS_CHANGED } from "../../../server/contracts/connectivity/secret-address-changed";
import { formFieldOfApiPath } from "./import-profile-input";
import { remoteErrorKey } from "./remote-error-key";

type Issue = { path?: unknown[]; message?: string; code?: unknown };
const isIssueList = (value: unknown): value is Issue[] => Array.isArray(value);

const key = (name: string) => `import-profiles:errors.${name}`;

/** What to say next to a field the API refused: the form's own words for that field. */
const invalidMessages: Record<string, string> = {
  name: key("nameRequired"),
  asset_type_id: key("assetTypeMissing"),
  host: key("hostInvalid"),
  port: key("portInvalid"),
  username: key("usernameRequired"),
  private_key: key("privateKeyInvalid"),
  directory: key("pathInvalid"),
  move_to: key("moveToRequired"),
  file_name_pattern: key("patternInvalid"),
  match_field: key("matchFieldInvalid"),
  time: key("timeInvalid"),
  weekday: key("weekdayRequired"),
  cron: key("cronInvalid"),
};

/**
 * The API's refusal of a form of the import profile pages, shown where it belongs. Not the
 * shared `replyWithApiError` (lib/api-form-errors.server.ts): that one knows neither a remote
 * server's failure (502, its code in `details.code`, as every file exchange route answers it)
 * nor an issue nested in the mapping (`["mapping", 2]`). A 422's issues next to the fields they
 * name (a mapping's column next to its row), a remote failure (502) or a conflict (409) above
 * the form. Unexpected statuses go to the error screen.
 */
export async function replyWithImportProfileApiError(
  submission: Submission<unknown, string[]>,
  response: Response,
  options: { rows?: readonly number[]; hideFields?: string[] } = {},
): Promise<SubmissionResult<string[]>> {
  if (![400, 403, 404, 409, 422, 502].includes(response.status)) return throwApiError(response);
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (response.status === 422 && isIssueList(error.details)) {
    for (const issue of error.details) {
      const path = issue.path ?? [];
      const field = formFieldOfApiPath(path, options.rows);
      if (field?.startsWith("fields[")) fieldErrors[field] = [key("fieldUnknown")];
      else if (field && issue.code === SECRET_ADDRESS_CHANGED)
        // A stored password or key left empty for another server: typed again (decision 065).
        fieldErrors[field] = [key("credentialsAgain")];
      else if (field) fieldErrors[field] = [invalidMessages[field] ?? key("invalid")];
      else if (path[0] === "configuration") formErrors.push(key("notConfigured"));
      else if (path[0] === "mapping") formErrors.push(key("mappingInvalid"));
      else formErrors.push(key("invalid"));
    }
  } else if (response.status === 502 || response.status === 422) {
    // The server's failure, or a path it may not be sent: the code in `details.code`.
    formErrors.push(remoteErrorKey(remoteProblemOf(error).code));
  } else if (response.status === 409) {
    formErrors.push(key("running"));
  } else if (response.status === 403) {
    formErrors.push(key("forbidden"));
  } else if (response.status === 404) {
    formErrors.push(key("notFound"));
  } else {
    formErrors.push(key("invalid"));
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(key("invalid"));
  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
    hideFields: options.hideFields,
  });
}
