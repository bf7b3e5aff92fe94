import type {
  FtpSecurity,
  RemoteServerInput,
  TransferProtocol,
} from "../../../contracts/connectivity/remote-server.ts";
import { AppError } from "../../../http/app-error.ts";
import type { SecretBox } from "../../../security/secret-box.ts";

/** How export and import profiles store a remote server (decision 045): secrets sealed. */
export type RemoteServerColumns = {
  protocol: TransferProtocol | string | null;
  host: string | null;
  port: number | null;
  username: string | null;
  sealedPassword: string | null;
  sealedPrivateKey: string | null;
  security: FtpSecurity | string;
  hostKeyFingerprint: string | null;
};

const invalid = (path: string, message: string) =>
  new AppError("validation_failed", "Validation or transformation failed", [
    { path: [path], message },
  ]);

/**
 * The columns for a server input: an empty password or key keeps the stored one; a pinned host
 * key is kept only while protocol, host and port stay the same (another server is met anew) and
 * the administrator did not ask to forget it (the server's key was changed on purpose).
 */
export function remoteServerColumns(
  box: SecretBox,
  input: RemoteServerInput,
  current?: RemoteServerColumns,
): RemoteServerColumns {
  const sftp = input.protocol === "sftp";
  const sealedPassword = input.password
    ? box.seal(input.password)
    : (current?.sealedPassword ?? null);
  const sealedPrivateKey =
    sftp && input.private_key?.trim()
      ? box.seal(input.private_key.trim())
      : sftp
        ? (current?.sealedPrivateKey ?? null)
        : null;
  if (!sealedPassword && !sealedPrivateKey) {
    throw invalid(
      "password",
      sftp ? "A password or a private key is required" : "The password is required",
    );
  }
  const sameServer =
    current?.protocol === input.protocol &&
    current.host === input.host &&
    (current.port ?? null) === (input.port ?? null);
  return {
    protocol: input.protocol,
    host: input.host,
    port: input.port ?? null,
    username: input.username,
    sealedPassword,
    sealedPrivateKey,
    security: sftp ? "none" : input.security,
    hostKeyFingerprint:
      sameServer && !input.reset_host_key ? (current?.hostKeyFingerprint ?? null) : null,
  };
}
