import { openRemoteSession, type RemoteSessionOptions } from "./open-remote-session.ts";
import type { RemoteServer, RemoteSession } from "./remote-files.ts";

/**
 * Opens a session, does `work`, closes it. `pin` is called with the host key the first time an
 * SFTP server is met (trust on first use, decision 045), before the work, so a key is pinned
 * even when the work fails afterwards.
 */
export async function withRemoteSession<T>(
  server: RemoteServer,
  options: RemoteSessionOptions & { pin: (fingerprint: string) => Promise<void> },
  work: (session: RemoteSession) => Promise<T>,
): Promise<T> {
  const session = await openRemoteSession(server, options);
  try {
    if (server.hostKeyFingerprint === null && session.hostKeyFingerprint !== null) {
      await options.pin(session.hostKeyFingerprint);
    }
    return await work(session);
  } finally {
    await session.close();
  }
}
