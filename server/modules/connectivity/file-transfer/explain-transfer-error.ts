import { OutboundRefusedError } from "../../../security/outbound-guard.ts";
import { isWeakTlsKeyError } from "../../../security/weak-tls-key.ts";
import { RemoteTransferError } from "./remote-files.ts";

/** What the explanation may mention, and what it must never repeat. */
export type TransferErrorContext = {
  host: string;
  port: number;
  timeoutMs: number;
  /** Passwords and keys: scrubbed from any server text that is quoted. */
  secrets: (string | null)[];
};

const TLS_CODES = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "CERT_UNTRUSTED",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/**
 * Turns whatever basic-ftp, ssh2, TLS or the operating system threw into a RemoteTransferError
 * with a stable code and a sentence an administrator can act on (decision 045). Server answers
 * are quoted only for `protocol`, with the secrets cut out.
 */
export function explainTransferError(
  error: unknown,
  context: TransferErrorContext,
): RemoteTransferError {
  if (error instanceof RemoteTransferError) return error;
  if (error instanceof OutboundRefusedError)
    return new RemoteTransferError("refused", error.message);
  const failure = (error ?? {}) as { code?: unknown; level?: unknown; message?: unknown };
  const code = failure.code;
  const message = scrub(
    typeof failure.message === "string" ? failure.message : String(error),
    context,
  );
  const where = `${context.host}:${context.port}`;
  const seconds = Math.round(context.timeoutMs / 1000);
  if (isWeakTlsKeyError(error)) {
    return new RemoteTransferError(
      "tls",
      `The server's TLS certificate at ${where} has a key shorter than 2048 bits or a weak signature, which is no longer accepted; ask for a certificate with a key of 2048 bits or more`,
    );
  }

  if (typeof code === "string") {
    if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
      return new RemoteTransferError(
        "unreachable",
        `Could not find the server ${context.host}: the name does not resolve`,
      );
    }
    if (code === "ECONNREFUSED") {
      return new RemoteTransferError(
        "unreachable",
        `Could not reach ${where}: the connection was refused; check the host name and port, and that the server is running`,
      );
    }
    if (["EHOSTUNREACH", "ENETUNREACH", "ECONNRESET", "EPIPE", "ECONNABORTED"].includes(code)) {
      return new RemoteTransferError(
        "unreachable",
        `Could not reach ${where}: the connection was broken off (${code})`,
      );
    }
    if (code === "ETIMEDOUT") return timeout(seconds);
    if (TLS_CODES.has(code)) {
      return new RemoteTransferError(
        "tls",
        `The server's TLS certificate is not trusted (${code}); ask for a certificate from a recognised authority that names ${context.host}`,
      );
    }
    if (code.startsWith("ERR_SSL") || code.startsWith("ERR_TLS")) {
      return new RemoteTransferError("tls", `TLS could not be set up with ${where} (${code})`);
    }
  }
  // ssh2 marks where a connection failed.
  if (failure.level === "client-authentication") return authentication();
  if (failure.level === "client-timeout") return timeout(seconds);
  if (failure.level === "client-socket") {
    return new RemoteTransferError("unreachable", `Could not reach ${where}: ${message}`);
  }
  // SFTP status codes (draft-ietf-secsh-filexfer): 2 no such file, 3 permission denied.
  if (code === 2)
    return new RemoteTransferError(
      "not-found",
      "The file or directory does not exist on the server",
    );
  if (code === 3)
    return new RemoteTransferError(
      "permission",
      "The server refused the operation: permission denied",
    );
  // FTP reply codes.
  if (typeof code === "number" && code >= 400 && code < 600) {
    if (code === 530) return authentication();
    if (code === 534 || code === 431) {
      return new RemoteTransferError("tls", `The server would not set up TLS: ${message}`);
    }
    if (code === 550 || code === 450 || code === 451) {
      if (
        /no such|not found|doesn't exist|does not exist|can't check for file existence/i.test(
          message,
        )
      ) {
        return new RemoteTransferError(
          "not-found",
          "The file or directory does not exist on the server",
        );
      }
      return new RemoteTransferError("permission", `The server refused the operation: ${message}`);
    }
    if (code === 553 || code === 552 || code === 532) {
      return new RemoteTransferError("permission", `The server refused the operation: ${message}`);
    }
    if (code === 421) {
      return new RemoteTransferError("unreachable", `The server closed the connection: ${message}`);
    }
    return new RemoteTransferError("protocol", `The server answered: ${message}`);
  }
  if (/timeout|timed out/i.test(message)) return timeout(seconds);
  if (/certificate|self[- ]signed/i.test(message)) {
    return new RemoteTransferError(
      "tls",
      `The server's TLS certificate is not trusted: ${message}`,
    );
  }
  if (/closed|lost|FIN packet|ended|socket hang up/i.test(message)) {
    return new RemoteTransferError(
      "unreachable",
      `The server at ${where} closed the connection: ${message}`,
    );
  }
  return new RemoteTransferError("protocol", `The transfer failed: ${message}`);
}

function authentication() {
  return new RemoteTransferError(
    "authentication",
    "The server refused the user name or password (or key)",
  );
}

function timeout(seconds: number) {
  return new RemoteTransferError("timeout", `No answer within ${seconds} seconds`);
}

function scrub(text: string, context: TransferErrorContext): string {
  let result = text;
  for (const secret of context.secrets) {
    if (secret) result = result.split(secret).join("***");
  }
  return result.replace(/PASS \S+/g, "PASS ***");
}
