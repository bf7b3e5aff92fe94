import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import { boundedSession, startSessionClock } from "./bounded-session.ts";
import { explainTransferError } from "./explain-transfer-error.ts";
import { openFtpSession } from "./ftp-session.ts";
import type { RemoteServer, RemoteSession } from "./remote-files.ts";
import { remotePortOf } from "./remote-server-origin.ts";
import { openSftpSession } from "./sftp-session.ts";
import { DEFAULT_TRANSFER_BOUNDS, type TransferBounds } from "./transfer-bounds.ts";

export type RemoteSessionOptions = {
  guard: OutboundGuard;
  /** How long connecting and each operation may go without any traffic; default 20 s. */
  timeoutMs?: number;
  /**
   * Absolute bounds and the minimum speed (decision 062); left out: the defaults. Tests shorten
   * them rather than wait minutes.
   */
  bounds?: Partial<TransferBounds>;
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
 * the host is vetted first and the connection goes to the vetted address only. The session is
 * bounded in time and speed from the first step (decision 062). Every failure is a
 * RemoteTransferError.
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
  const connection = new AbortController();
  const clock = startSessionClock({ ...DEFAULT_TRANSFER_BOUNDS, ...options.bounds }, () =>
    connection.abort(),
  );
  const signal = connection.signal;
  try {
    const inner = await clock.connect(`Connecting to ${server.host}:${port}`, async () => {
      let target: Awaited<ReturnType<OutboundGuard["vet"]>>;
      try {
        target = await options.guard.vet(server.host);
      } catch (error) {
        throw explain(error);
      }
      if (server.protocol === "sftp") {
        return openSftpSession(server, { target, port, timeoutMs, explain, signal });
      }
      return openFtpSession(server, {
        target,
        port,
        timeoutMs,
        explain,
        signal,
        ...(options.tlsCa ? { tlsCa: options.tlsCa } : {}),
      });
    });
    return boundedSession(inner, clock);
  } catch (error) {
    clock.stop();
    throw error;
  }
}
