import { OutboundRefusedError } from "../../../security/outbound-guard.ts";
import { RemoteTransferError } from "./remote-files.ts";

const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const TLS_CODES = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_OSSL)/;

/**
 * Any failure of an FTP or SFTP conversation, as a RemoteTransferError an administrator can act
 * on (decision 045). Library and OS errors differ per protocol; the codes do not. The server's
 * own words appear only for `protocol` (they never hold our password: we never send it back).
 */
export function explainTransferError(error: unknown, timeoutMs: number): RemoteTransferError {
  if (error instanceof RemoteTransferError) return error;
  if (error instanceof OutboundRefusedError)
    return new RemoteTransferError("refused", error.message);
  const { code, message } = codeAndMessage(error);
  if (code === "ETIMEDOUT" || /timeout|timed out/i.test(message)) {
    return new RemoteTransferError(
      "timeout",
      `The server did not answer within ${Math.round(timeoutMs / 1000)} seconds`,
    );
  }
  if (UNREACHABLE.has(String(code)) || /connection (closed|lost)|FIN packet/i.test(message)) {
    return new RemoteTransferError(
      "unreachable",
      "Could not reach the server: check the host name and port, and that the server accepts connections from Fennec",
    );
  }
  if (TLS_CODES.test(String(code)) || /certificate|tls|ssl/i.test(message)) {
    return new RemoteTransferError(
      "tls",
      "Could not set up a secure connection: the server offers no TLS, or its certificate is not trusted or not for this host name",
    );
  }
  if (code === 530 || /authentication|login incorrect|auth.*fail/i.test(message)) {
    return new RemoteTransferError(
      "authentication",
      "The server refused the user name, password or key",
    );
  }
  if (code === 2 || code === "ENOENT" || /no such file|not found|does not exist/i.test(message)) {
    return new RemoteTransferError(
      "not-found",
      "The file or directory does not exist on the server",
    );
  }
  if (
    code === 3 ||
    code === 553 ||
    code === "EACCES" ||
    code === "EPERM" ||
    /permission denied|not allowed|access denied/i.test(message)
  ) {
    return new RemoteTransferError(
      "permission",
      "The server refused this: the user may not read or write here",
    );
  }
  return new RemoteTransferError(
    "protocol",
    `The server answered unexpectedly: ${message.replace(/\s+/g, " ").slice(0, 200)}`,
  );
}

function codeAndMessage(error: unknown): { code: unknown; message: string } {
  if (error && typeof error === "object") {
    const record = error as { code?: unknown; message?: unknown };
    return { code: record.code, message: String(record.message ?? "") };
  }
  return { code: undefined, message: String(error) };
}
