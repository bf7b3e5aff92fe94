import { z } from "zod";
import { apiErrorSchema } from "../contracts/api-error.ts";
import type { GuardRequirement } from "./guard-requirements.ts";

/**
 * The error answers every operation can give, documented once here rather than per route: each
 * with the API's one error schema and an example of what the API really says.
 */
const ERROR_SCHEMA_REF = "#/components/schemas/Error";

function errorResponse(
  description: string,
  error: { code: string; message: string; details?: unknown },
  headers?: Record<string, unknown>,
) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: { $ref: ERROR_SCHEMA_REF }, example: { error } } },
  };
}

/** Shared answers, referenced from each operation as #/components/responses/<name>. */
const SHARED_RESPONSES = {
  Unauthenticated: errorResponse(
    "No valid access token: sign in (users) or get a token with client credentials (API clients).",
    { code: "unauthenticated", message: "Sign in to continue" },
    {
      "WWW-Authenticate": { description: "The scheme to use", schema: { type: "string" } },
    },
  ),
  NotFound: errorResponse(
    "No such record in this tenant (another tenant's record answers the same).",
    { code: "not_found", message: "Order inquiry with ID 42 not found" },
  ),
  BadRequest: errorResponse(
    "The body is not JSON, or the body or query holds text that cannot be stored (NUL, lone surrogate), or a query parameter cannot be read.",
    { code: "bad_request", message: "The request body is not valid JSON" },
  ),
  PayloadTooLarge: errorResponse("The request body is over the size limit.", {
    code: "payload_too_large",
    message: "The request body is larger than 1 MB",
  }),
  ValidationFailed: errorResponse(
    "The body, query or path did not match the schema; `details` lists the issues.",
    {
      code: "validation_failed",
      message: "Validation or transformation failed",
      details: [
        {
          code: "invalid_type",
          path: ["name"],
          message: "Invalid input: expected string, received undefined",
        },
      ],
    },
  ),
  TooManyRequests: errorResponse(
    "Too many requests from this caller; wait the seconds of Retry-After.",
    { code: "too_many_requests", message: "Too many requests" },
    {
      "Retry-After": { description: "Seconds to wait", schema: { type: "integer", minimum: 0 } },
    },
  ),
  InternalError: errorResponse("Something failed on our side; it is logged.", {
    code: "internal",
    message: "Internal server error",
  }),
} as const;

export function errorComponents() {
  const { $schema: _, ...errorSchema } = z.toJSONSchema(apiErrorSchema, {
    target: "draft-2020-12",
  });
  return { schemas: { Error: errorSchema }, responses: SHARED_RESPONSES };
}

const ref = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/**
 * The error answers of one operation: 401 and 403 behind a guard, 404 with a path parameter,
 * 400 and 422 when it reads a body or a query, 413 with a body, 429 and 500 always.
 */
export function errorResponsesOf(operation: {
  requirement: GuardRequirement | undefined;
  hasPathParameters: boolean;
  hasBody: boolean;
  hasQuery: boolean;
}): Record<string, unknown> {
  const { requirement } = operation;
  return {
    ...(requirement ? { 401: ref("Unauthenticated"), 403: forbidden(requirement) } : {}),
    ...(operation.hasPathParameters ? { 404: ref("NotFound") } : {}),
    ...(operation.hasBody || operation.hasQuery ? { 400: ref("BadRequest") } : {}),
    ...(operation.hasBody ? { 413: ref("PayloadTooLarge") } : {}),
    ...(operation.hasBody || operation.hasQuery ? { 422: ref("ValidationFailed") } : {}),
    429: ref("TooManyRequests"),
    500: ref("InternalError"),
  };
}

/** 403 names what is missing, as the API's message does (authenticate.ts). */
function forbidden(requirement: GuardRequirement) {
  if (
    requirement.kind === "person" ||
    (requirement.kind === "permission" && requirement.peopleOnly)
  )
    return errorResponse(
      `Refused to an API client (only a signed-in person may do this)${requirement.kind === "permission" ? `, or the caller lacks the permission this needs: ${requirement.anyOf.join(" or ")}` : ""}; or the caller has no access to the tenant asked for.`,
      {
        code: "forbidden",
        message: "Only a signed-in person can do this, not an API client",
      },
    );
  return requirement.kind === "permission"
    ? errorResponse(
        `The caller lacks the permission (scope) this needs: ${requirement.anyOf.join(" or ")}; or has no access to the tenant asked for.`,
        {
          code: "forbidden",
          message: `You do not have permission to do this (${requirement.anyOf.join(" or ")})`,
        },
      )
    : errorResponse("The caller has no access to the tenant asked for (X-Tenant-Id).", {
        code: "forbidden",
        message: "You have no access to this tenant",
      });
}
