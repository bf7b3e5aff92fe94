import { SECRET_ADDRESS_CHANGED } from "../contracts/connectivity/secret-address-changed.ts";
import { AppError } from "../http/app-error.ts";

/**
 * A stored secret (an ERP's API key, a webhook's password or token, an FTP/SFTP or IMAP
 * password or key) is used only with the origin it was saved for (decision 065): the scheme,
 * host and port. Otherwise whoever may change an address could have the secret sent to an
 * address of their choosing — by a test, or by saving the new address and waiting for the next
 * delivery — and read it there, though it is never answered. For another origin the caller
 * sends the secret again.
 */
export type SecretOrigin = { scheme: string; host: string; port: number };

const DEFAULT_PORTS: Record<string, number> = {
  http: 80,
  https: 443,
  ftp: 21,
  ftps: 990,
  sftp: 22,
  imap: 143,
  imaps: 993,
};

/** An origin from its parts: the host without IPv6 brackets, in lower case; a missing port the scheme's. */
export function secretOrigin(scheme: string, host: string, port?: number | null): SecretOrigin {
  const name = host
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .toLowerCase();
  return { scheme, host: name, port: port ?? DEFAULT_PORTS[scheme] ?? 0 };
}

/** The origin of an http(s) URL; null for a URL that does not parse (it matches nothing). */
export function urlSecretOrigin(url: string): SecretOrigin | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const scheme = parsed.protocol.replace(/:$/, "");
  return secretOrigin(scheme, parsed.hostname, parsed.port ? Number(parsed.port) : null);
}

/** Whether a secret saved for `savedFor` may be sent to `target`: the same origin, both known. */
export function storedSecretUsableFor(
  savedFor: SecretOrigin | null,
  target: SecretOrigin | null,
): boolean {
  return (
    savedFor !== null &&
    target !== null &&
    savedFor.scheme === target.scheme &&
    savedFor.host === target.host &&
    savedFor.port === target.port
  );
}

/**
 * The refusal when a secret left empty would have to travel to another origin: 422 at the
 * secret's field, with a code the screens translate ("Enter the API key again: the address
 * changed").
 */
export function secretAddressChanged(path: Array<string | number>, message: string): AppError {
  return new AppError("validation_failed", "Validation or transformation failed", [
    { path, message, code: SECRET_ADDRESS_CHANGED },
  ]);
}
