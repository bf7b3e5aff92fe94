import { Readable, type Writable } from "node:stream";
import { relayWritable } from "./limited-writable.ts";
import type { ProtocolSession, RemoteSession, RemoteTransferError } from "./remote-files.ts";
import { printableRemotePath } from "./remote-path.ts";
import {
  deadlineExceeded,
  runDeadlineExceeded,
  type TransferBounds,
  tooSlow,
} from "./transfer-bounds.ts";

/**
 * The clock of one session (decision 062): the run's deadline from the moment connecting
 * starts, and each step within its own. When a bound is crossed the connection is dropped at
 * once (`drop`: the protocol session's abort signal) — a crawling server is not asked to
 * finish politely — the step in progress fails with the reason, and so does every later step,
 * without touching the network again.
 */
export type SessionClock = {
  /** Connecting and signing in within `connectMs`. */
  connect<T>(what: string, operation: () => Promise<T>): Promise<T>;
  /** A command (a listing, a rename …) within `commandMs`. */
  command<T>(what: string, operation: () => Promise<T>): Promise<T>;
  /**
   * A transfer within `fileMs`, and at least `minBytesPerSecond` over each window: `operation`
   * reports the bytes moved through `moved`.
   */
  transfer<T>(what: string, operation: (moved: (bytes: number) => void) => Promise<T>): Promise<T>;
  /** The session is closed: its run deadline no longer applies. */
  stop(): void;
};

export function startSessionClock(bounds: TransferBounds, drop: () => void): SessionClock {
  let failure: RemoteTransferError | null = null;
  const inFlight = new Set<(error: RemoteTransferError) => void>();
  const fail = (error: RemoteTransferError) => {
    if (failure) return;
    failure = error;
    drop();
    for (const reject of inFlight) reject(error);
  };
  const runTimer = setTimeout(() => fail(runDeadlineExceeded(bounds.runMs)), bounds.runMs);
  // The connection, not this timer, keeps the process busy while a session is open.
  runTimer.unref();

  async function within<T>(
    ms: number,
    what: string,
    operation: (moved: (bytes: number) => void) => Promise<T>,
    minimumSpeed: boolean,
  ): Promise<T> {
    if (failure) throw failure;
    let failThis: (error: RemoteTransferError) => void = () => {};
    const stopped = new Promise<never>((_, reject) => {
      failThis = reject;
    });
    inFlight.add(failThis);
    const timer = setTimeout(() => fail(deadlineExceeded(what, ms)), ms);
    let inWindow = 0;
    const perWindow = (bounds.minBytesPerSecond * bounds.throughputWindowMs) / 1000;
    // Tumbling windows: each must move its share, a transfer done within the first is never judged.
    const speedCheck =
      minimumSpeed && perWindow > 0
        ? setInterval(() => {
            if (inWindow < perWindow) fail(tooSlow(what, bounds, inWindow));
            inWindow = 0;
          }, bounds.throughputWindowMs)
        : null;
    const moved = (bytes: number) => {
      inWindow += bytes;
    };
    try {
      return await Promise.race([operation(moved), stopped]);
    } catch (error) {
      // After a drop the operation fails as a closed connection would: the cause is ours.
      throw failure ?? error;
    } finally {
      clearTimeout(timer);
      if (speedCheck) clearInterval(speedCheck);
      inFlight.delete(failThis);
    }
  }

  return {
    connect: (what, operation) => within(bounds.connectMs, what, () => operation(), false),
    command: (what, operation) => within(bounds.commandMs, what, () => operation(), false),
    transfer: (what, operation) => within(bounds.fileMs, what, operation, true),
    stop: () => clearTimeout(runTimer),
  };
}

/**
 * The protocol session with every step under the session's clock: listings and other commands
 * within `commandMs`, each file within `fileMs` and above the minimum speed (the bytes the
 * destination takes for a download, the bytes the server takes for an upload).
 */
export function boundedSession(inner: ProtocolSession, clock: SessionClock): RemoteSession {
  const shown = printableRemotePath;
  return {
    hostKeyFingerprint: inner.hostKeyFingerprint,
    list: (directory) =>
      clock.command(`The listing of ${shown(directory)}`, () => inner.list(directory)),
    readFile: (path, destination, maxBytes) =>
      clock.transfer(`The transfer of ${shown(path)}`, (moved) =>
        inner.readFile(path, counting(destination, moved), maxBytes),
      ),
    writeFile: (directory, fileName, content) =>
      clock.transfer(
        `The transfer of ${shown(directory.endsWith("/") ? directory : `${directory}/`)}${shown(fileName)}`,
        (moved) => inner.writeFile(directory, fileName, source(content, moved)),
      ),
    rename: (from, to) =>
      clock.command(`Renaming ${shown(from)} to ${shown(to)}`, () => inner.rename(from, to)),
    remove: (path) => clock.command(`Removing ${shown(path)}`, () => inner.remove(path)),
    makeDirectory: (path) =>
      clock.command(`Making the directory ${shown(path)}`, () => inner.makeDirectory(path)),
    close: async () => {
      clock.stop();
      await inner.close();
    },
  };
}

function counting(destination: Writable, moved: (bytes: number) => void): Writable {
  return relayWritable(destination, (chunk) => {
    moved(chunk.length);
    return null;
  });
}

/** The upload in 64 KiB pieces, each counted when the connection pulls it. */
function source(content: Buffer, moved: (bytes: number) => void): Readable {
  const piece = 64 * 1024;
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= content.length) {
        this.push(null);
        return;
      }
      const chunk = content.subarray(offset, offset + piece);
      offset += chunk.length;
      moved(chunk.length);
      this.push(chunk);
    },
  });
}
