import type {
  FtpSecurity,
  RemoteServerInput,
  TransferProtocol,
} from "../../../contracts/connectivity/remote-server.ts";
import { AppError } from "../../../http/app-error.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { secretAddressChanged } from "../../../security/stored-secret-origin.ts";
import { sameRemoteServer } from "./remote-server-origin.ts";

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
 * The columns for a server input. Only while the server stays the same (protocol, implicit TLS
 * or not, host and port: decision 065) does an empty password or key keep the stored one — for
 * another server it is asked again, never sent there — and is a pinned host key kept, unless the
 * administrator asked to forget it (the server's key was changed on purpose).
 */
export function remoteServerColumns(
  box: SecretBox,
  input: RemoteServerInput,
  current?: RemoteServerColumns,
): RemoteServerColumns {
  const sftp = input.protocol === "sftp";
  const sameServer = sameRemoteServer(current, {
    ...input,
    port: input.port ?? null,
    security: sftp ? "none" : input.security,
  });
  const kept = sameServer ? current : undefined;
  const sealedPassword = input.password ? box.seal(input.password) : (kept?.sealedPassword ?? null);
  const sealedPrivateKey =
    sftp && input.private_key?.trim()
      ? box.seal(input.private_key.trim())
      : sftp
        ? (kept?.sealedPrivateKey ?? null)
        : null;
  if (!sealedPassword && !sealedPrivateKey) {
    if (current?.sealedPassword || current?.sealedPrivateKey) {
      throw secretAddressChanged(
        ["password"],
        sftp
          ? "Enter the password or private key again: the server changed"
          : "Enter the password again: the server changed",
      );
    }
    throw invalid(
      "password",
      sftp ? "A password or a private key is required" : "The password is required",
    );
  }
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
