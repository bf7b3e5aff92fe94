import type { z } from "@hono/zod-openapi";
import { AppError } from "./app-error.ts";

type Checked = { target: string } & ({ success: true } | { success: false; error: z.ZodError });

/**
 * The hook of a route whose query callers build by hand (a list's filters): a query parameter
 * it cannot read is refused with 400, naming the parameter, rather than with the API's 422 for
 * a body it cannot use (decision 038). The route has no other input to check.
 */
export function refuseUnreadableQuery(result: Checked): undefined {
  if (result.success) return;
  const names = [
    ...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? result.target))),
  ];
  throw new AppError(
    "bad_request",
    `Invalid query parameter${names.length > 1 ? "s" : ""}: ${names.join(", ")}`,
    result.error.issues,
  );
}
