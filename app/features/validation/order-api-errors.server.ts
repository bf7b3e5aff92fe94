import type { Submission, SubmissionResult } from "@conform-to/react";
import { readApiError, throwApiError } from "~/lib/api-response.server";
import type { Choice, Difference } from "./conflict-comparison";

/** Codes of the API's 422 issues on an order (docs/decisions/016). */
const issueCodes = new Set([
  "required",
  "unknown_customer",
  "unknown_product",
  "no_lines",
  "invalid_decimal",
  "invalid_date",
  "too_long",
]);

/**
 * The saved order beside the operator's values after a version conflict (decision 036): the
 * version to save over, each value that differs, and what the operator chose so far.
 */
export type VersionComparison = {
  version: number;
  differences: Difference[];
  chosen: Record<string, Choice>;
};

/**
 * Why a change was refused as a whole: someone else's version (compared with the operator's
 * values when they saved or validated), or a status that allows none.
 */
export type OrderConflict =
  | { reason: "version"; comparison?: VersionComparison }
  | { reason: "status"; status: string | null };

/** `["order", "lines", 0, "product_code"]` → `lines[0].product_code`, the form's field name. */
export function fieldNameOfIssuePath(path: readonly unknown[]): string {
  const rest = path[0] === "order" ? path.slice(1) : path;
  return rest
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join("");
}

/**
 * The API's refusal of an order form, shown where it belongs with everything the operator typed
 * kept: 422 issues next to their fields (translated by code), a 409 above the form.
 */
export async function replyWithOrderError(
  submission: Submission<unknown, string[]>,
  response: Response,
): Promise<{ result: SubmissionResult<string[]>; conflict: OrderConflict | null }> {
  if (![403, 409, 422].includes(response.status)) return throwApiError(response);
  const error = await readApiError(response);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  let conflict: OrderConflict | null = null;

  if (response.status === 422 && Array.isArray(error.details)) {
    for (const issue of error.details as { path?: unknown[]; code?: unknown }[]) {
      const code =
        typeof issue.code === "string" && issueCodes.has(issue.code) ? issue.code : "invalid";
      const name = Array.isArray(issue.path) ? fieldNameOfIssuePath(issue.path) : "";
      const message = `workspace:apiErrors.${code}`;
      if (name) fieldErrors[name] = [...(fieldErrors[name] ?? []), message];
      else formErrors.push(message);
    }
  } else if (response.status === 409) {
    const details = error.details as { reason?: unknown; status?: unknown } | undefined;
    if (details?.reason === "status") {
      conflict = {
        reason: "status",
        status: typeof details.status === "string" ? details.status : null,
      };
    } else conflict = { reason: "version" };
  } else {
    formErrors.push("workspace:errors.forbidden");
  }
  if (response.status === 422 && formErrors.length === 0 && Object.keys(fieldErrors).length === 0)
    formErrors.push("workspace:apiErrors.invalid");

  return {
    result: submission.reply({
      formErrors: formErrors.length ? formErrors : undefined,
      fieldErrors,
    }),
    conflict,
  };
}
