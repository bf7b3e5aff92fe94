import type { Submission, SubmissionResult } from "@conform-to/react";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import type { getInstance } from "~/lib/i18n.server";

type TFunction = ReturnType<typeof getInstance>["t"];

type Issue = { path?: unknown[]; message?: string };

// The API words its value checks in English (server/modules/assets/field-data-types.ts, after
// the field's label); each is shown next to its field in the user's language.
const valueMessages: Array<[RegExp, string]> = [
  [/ is required$/, "required"],
  [/ must be yes or no$/, "boolean"],
  [/ (must be a date \(|is not a calendar date$)/, "date"],
  [/ must be a time /, "time"],
  [/ (must be a date and time|is not a valid date and time)/, "dateTime"],
  [/ must be a number /, "decimal"],
  [/ has too many digits$/, "tooManyDigits"],
  [/ must be a whole number$/, "integer"],
  [/ is too large$/, "tooLarge"],
  [/ must be a percentage /, "percentage"],
  [/ must be one of: /, "option"],
  [/ has an item longer than /, "itemTooLong"],
  [/ must be text$/, "text"],
  [/ must be at most \d+ characters$/, "tooLong"],
  [/ must be a single line$/, "singleLine"],
  [/ takes one entry at most$/, "linkOne"],
  [/: no entry with ID /, "linkMissing"],
];

function translateIssue(t: TFunction, issue: Issue) {
  const text = issue.message ?? "";
  const key = valueMessages.find(([pattern]) => pattern.test(text))?.[1] ?? "invalid";
  return t(`reference-data:errors.${key}` as "reference-data:errors.invalid");
}

/**
 * The API's refusal of an entry, shown where it belongs: a 422's issues next to the value or
 * link they name (`values.{key}`, `links.{key}`), a 409 of a Unique index next to its field,
 * the rest above the form. The messages are translated here, where the language is known.
 */
export async function replyWithEntryError(
  submission: Submission<unknown, string[]>,
  response: Response,
  options: { t: TFunction; fields: readonly string[]; labels: Record<string, string> },
): Promise<SubmissionResult<string[]>> {
  if (![403, 404, 409, 422].includes(response.status)) return throwApiError(response);
  const { t } = options;
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];

  if (response.status === 422 && Array.isArray(error.details)) {
    for (const issue of error.details as Issue[]) {
      const [group, key] = (issue.path ?? []) as unknown[];
      const name = `${String(group)}.${String(key)}`;
      const text = translateIssue(t, issue);
      if ((group === "values" || group === "links") && options.fields.includes(name)) {
        fieldErrors[name] = [...(fieldErrors[name] ?? []), text];
      } else {
        formErrors.push(
          t("reference-data:errors.notOnForm", {
            field: typeof key === "string" ? (options.labels[key] ?? key) : "",
            message: issue.message ?? "",
          }),
        );
      }
    }
  } else if (response.status === 409) {
    const details = error.details as { field?: unknown; value?: unknown } | undefined;
    const field = typeof details?.field === "string" ? details.field : undefined;
    const text = t("reference-data:errors.duplicate", {
      field: field ? (options.labels[field] ?? field) : "",
      value: String(details?.value ?? ""),
    });
    if (field && options.fields.includes(`values.${field}`))
      fieldErrors[`values.${field}`] = [text];
    else formErrors.push(text);
  } else if (response.status === 403) {
    formErrors.push(t("reference-data:errors.forbidden"));
  } else if (response.status === 404) {
    formErrors.push(t("reference-data:errors.notFound"));
  } else {
    formErrors.push(t("reference-data:errors.invalid"));
  }

  return submission.reply({
    formErrors: formErrors.length ? [...new Set(formErrors)] : undefined,
    fieldErrors,
  });
}
