import type { Submission, SubmissionResult } from "@conform-to/react";
import type { Namespace, TFunction } from "i18next";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import { translateMessage } from "~/lib/translate-message";
import {
  TEMPLATE_ERROR_CODES,
  type TemplateError,
  type TemplateErrorCode,
} from "../../../server/contracts/connectivity/export-profile";
import { SECRET_ADDRESS_CHANGED } from "../../../server/contracts/connectivity/secret-address-changed";
import { formFieldOfApiPath } from "./export-profile-input";

type Issue = {
  path?: unknown[];
  message?: string;
  line?: unknown;
  column?: unknown;
  code?: unknown;
};
const isIssueList = (value: unknown): value is Issue[] => Array.isArray(value);

/** What to say next to a field the API refused: the form's own words for that field. */
const invalidMessages: Record<string, string> = {
  name: "export-profiles:errors.nameRequired",
  host: "export-profiles:errors.hostInvalid",
  port: "export-profiles:errors.portInvalid",
  username: "export-profiles:errors.usernameRequired",
  password: "export-profiles:errors.credentialsRequired",
  private_key: "export-profiles:errors.privateKeyInvalid",
  url: "export-profiles:errors.urlInvalid",
  auth_username: "export-profiles:errors.usernameRequired",
  auth_secret: "export-profiles:errors.secretRequired",
  path: "export-profiles:errors.pathInvalid",
  file_name_template: "export-profiles:errors.fileNameRequired",
};
/** A stored secret left empty for another server or address: typed again (decision 065). */
const againMessages: Record<string, string> = {
  password: "export-profiles:errors.credentialsAgain",
  auth_secret: "export-profiles:errors.secretAgain",
};

const isTemplateErrorCode = (code: unknown): code is TemplateErrorCode =>
  (TEMPLATE_ERROR_CODES as readonly unknown[]).includes(code);

/**
 * A template that does not render, in words: where it failed, and why — in the user's language
 * for an error Fennec raises itself (it has a code: too slow, too much memory, an empty file
 * name…), else the template engine's reason.
 */
export function templateErrorText(
  t: TFunction<Namespace>,
  error: Pick<TemplateError, "message" | "line" | "column"> & { code?: unknown },
): string {
  const message = isTemplateErrorCode(error.code)
    ? translateMessage(t, `export-profiles:errors.templateCodes.${error.code}`, {
        example: "{{ order.order_id }}",
      })
    : null;
  if (error.line !== null && error.line !== undefined)
    return translateMessage(t, "export-profiles:errors.templateAt", {
      line: error.line,
      column: error.column ?? 1,
      message: message ?? error.message,
    });
  return (
    message ??
    translateMessage(t, "export-profiles:errors.templateFailed", { message: error.message })
  );
}

/**
 * The API's refusal of a form of the export profile page, shown where it belongs: a 422's issues
 * next to the fields they name (a template's with its line and column), a 404 or 409 above the
 * form. Unexpected statuses go to the error screen.
 */
export async function replyWithExportProfileApiError(
  submission: Submission<unknown, string[]>,
  response: Response,
  t: TFunction<Namespace>,
  hideFields?: string[],
): Promise<SubmissionResult<string[]>> {
  if (![403, 404, 409, 422, 429].includes(response.status)) return throwApiError(response);
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (response.status === 422 && isIssueList(error.details)) {
    for (const issue of error.details) {
      const field = formFieldOfApiPath(issue.path ?? []);
      if (
        field === "template" ||
        (field === "file_name_template" &&
          (typeof issue.line === "number" || isTemplateErrorCode(issue.code)))
      ) {
        fieldErrors[field] = [
          templateErrorText(t, {
            message: issue.message ?? "",
            line: typeof issue.line === "number" ? issue.line : null,
            column: typeof issue.column === "number" ? issue.column : null,
            code: issue.code,
          }),
        ];
      } else if (field) {
        const again = issue.code === SECRET_ADDRESS_CHANGED ? againMessages[field] : undefined;
        fieldErrors[field] = [again ?? invalidMessages[field] ?? "export-profiles:errors.invalid"];
      } else formErrors.push("export-profiles:errors.invalid");
    }
  } else if (response.status === 429) {
    // another preview or save of the tenant's templates is still under way (decision 061)
    formErrors.push("export-profiles:errors.templatesBusy");
  } else if (response.status === 409) {
    formErrors.push("export-profiles:errors.conflict");
  } else if (response.status === 403) {
    formErrors.push("export-profiles:errors.forbidden");
  } else if (response.status === 404) {
    formErrors.push("export-profiles:errors.notFound");
  } else {
    formErrors.push("export-profiles:errors.invalid");
  }
  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
    hideFields,
  });
}
