import { apiErrorSchema } from "../../../contracts/api-error.ts";
import { AppError } from "../../../http/app-error.ts";
import { RemoteTransferError } from "./remote-files.ts";

/**
 * A remote server's failure as every route that talks to one answers it (decision 045): 502
 * `remote_server_failed`, or 422 `validation_failed` for a path that may not be sent, with the
 * stable code in `details: { code }` and the explanation as the message. Anything else is
 * answered as it is.
 */
export function remoteFailure(error: unknown): unknown {
  if (!(error instanceof RemoteTransferError)) return error;
  return new AppError(
    error.code === "invalid-path" ? "validation_failed" : "remote_server_failed",
    error.message,
    { code: error.code },
  );
}

/** The OpenAPI description of the 502, for the routes that give it. */
export const remoteFailedResponse = {
  description: "The server could not be reached or refused: `details.code` says how (decision 045)",
  content: { "application/json": { schema: apiErrorSchema } },
};
