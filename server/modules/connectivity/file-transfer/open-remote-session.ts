import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import { explainTransferError } from "./explain-transfer-error.ts";
import { openFtpSession } from "./ftp-session.ts";
import type { RemoteServer, RemoteSession } from "./remote-files.ts";
import { remotePortOf } from "./remote-server-origin.ts";
import { openSftpSession } from "./sftp-session.ts";

export type RemoteSessionOptions = {
  guard: OutboundGuard;
  /** For connecting and for each operation; default 20 s. */
  timeoutMs?: number;
  /**
   * FTPS only, for tests: a CA certificate (PEM) trusted besides the system's, so a test
   * server's self-signed certificate passes while verification stays on (decision 045).
   * Production callers leave it out.
   */
  tlsCa?: string;
};

export const DEFAULT_REMOTE_TIMEOUT_MS = 20_000;

/**
 * Opens a session to an FTP, FTPS or SFTP server through the outbound guard (decision 045):
 * the host is vetted first and the connection goes to the vetted address only. Every failure
 * is a RemoteTransferError.
 */
export async function openRemoteSession(
  server: RemoteServer,
  options: RemoteSessionOptions,
): Promise<RemoteSession> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;
  const port = remotePortOf(server);
  const explain = (error: unknown) =>
    explainTransferError(error, {
      host: server.host,
      port,
      timeoutMs,
      secrets: [server.password, server.privateKey],
    });
  let target: Awaited<ReturnType<OutboundGuard["vet"]>>;
  try {
    target = await options.guard.vet(server.host);
  } catch (error) {
    throw explain(error);
  }
  if (server.protocol === "sftp") {
    return openSftpSession(server, { target, port, timeoutMs, explain });
  }
  return openFtpSession(server, {
    target,
    port,
    timeoutMs,
    explain,
    ...(options.tlsCa ? { tlsCa: options.tlsCa } : {}),
  });
}
