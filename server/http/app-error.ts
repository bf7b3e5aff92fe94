import type { ContentfulStatusCode } from "hono/utils/http-status";

const statusByCode = {
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  validation_failed: 422,
  too_many_requests: 429,
  // A server an administrator named (FTP, SFTP) failed; details.code says how (decision 045).
  remote_server_failed: 502,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof statusByCode;

/** A failure the caller can act on; mapped to HTTP in one place (see api-app.ts). */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}

/** The spec's lookup failure: 'X with ID {id} not found'. */
export function notFound(what: string, id: string): AppError {
  return new AppError("not_found", `${what} with ID ${id} not found`);
}
