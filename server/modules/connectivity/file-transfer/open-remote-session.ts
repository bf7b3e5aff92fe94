import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { RemoteServer, RemoteSession } from "./remote-files.ts";

export type RemoteSessionOptions = {
  guard: OutboundGuard;
  /** For connecting and for each operation; default 20 s. */
  timeoutMs?: number;
};

/** Opens a session to an FTP, FTPS or SFTP server through the outbound guard (decision 045). */
export async function openRemoteSession(
  _server: RemoteServer,
  _options: RemoteSessionOptions,
): Promise<RemoteSession> {
  throw new Error("openRemoteSession: being written on branch wt/transfer");
}
