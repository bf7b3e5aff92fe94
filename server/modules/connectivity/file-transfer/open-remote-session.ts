import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import { explainTransferError } from "./explain-transfer-error.ts";
import { openFtpSession } from "./ftp-session.ts";
import type { RemoteServer, RemoteSession } from "./remote-files.ts";
import { openSftpSession } from "./sftp-session.ts";

export type RemoteSessionOptions = {
  guard: OutboundGuard;
  /** For connecting and for each operation; default 20 s. */
  timeoutMs?: number;
  /** Tests only: a CA to trust for FTPS besides the system's (a test server's own certificate). */
  tlsCa?: string;
};

export const REMOTE_TIMEOUT_MS = 20_000;

/**
 * Opens a session to an FTP, FTPS or SFTP server (decision 045). The outbound guard vets the
 * host first; the session connects to the address it vetted, never to a second lookup.
 */
export async function openRemoteSession(
  server: RemoteServer,
  options: RemoteSessionOptions,
): Promise<RemoteSession> {
  const timeoutMs = options.timeoutMs ?? REMOTE_TIMEOUT_MS;
  let target: Awaited<ReturnType<OutboundGuard["vet"]>>;
  try {
    target = await options.guard.vet(server.host);
  } catch (error) {
    throw explainTransferError(error, timeoutMs);
  }
  return server.protocol === "sftp"
    ? openSftpSession(server, target, { timeoutMs })
    : openFtpSession(server, target, { timeoutMs, tlsCa: options.tlsCa });
}
