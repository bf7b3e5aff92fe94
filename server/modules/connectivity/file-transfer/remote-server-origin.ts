import {
  type SecretOrigin,
  secretOrigin,
  storedSecretUsableFor,
} from "../../../security/stored-secret-origin.ts";

/** Where a remote file server is: enough to connect to it and to tell it from another. */
export type RemoteServerAddress = {
  protocol: string | null;
  host: string | null;
  /** null: the protocol's default. */
  port: number | null;
  security: string;
};

/** The port a server is reached on: its own, or the protocol's (21, 990 for ssl, 22). */
export function remotePortOf(server: Omit<RemoteServerAddress, "host">): number {
  return server.port ?? (server.protocol === "sftp" ? 22 : server.security === "ssl" ? 990 : 21);
}

/**
 * A server's origin as a URL would name it (decision 065): sftp, ftps (implicit TLS) or ftp
 * (plain or explicit TLS on the same port), host and port. Null while none is saved.
 */
export function remoteServerOrigin(server: RemoteServerAddress): SecretOrigin | null {
  if (!server.protocol || !server.host) return null;
  const scheme = server.protocol === "sftp" ? "sftp" : server.security === "ssl" ? "ftps" : "ftp";
  return secretOrigin(scheme, server.host, remotePortOf(server));
}

/**
 * Whether `next` is the server `saved` names: its stored password and key go nowhere else, and
 * its pinned host key belongs to it alone.
 */
export function sameRemoteServer(
  saved: RemoteServerAddress | null | undefined,
  next: RemoteServerAddress,
): boolean {
  return storedSecretUsableFor(saved ? remoteServerOrigin(saved) : null, remoteServerOrigin(next));
}
