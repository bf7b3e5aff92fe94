import { RemoteTransferError } from "./remote-files.ts";

/**
 * How long a session with a remote file server may take, and how slowly it may move bytes
 * (issue 39, finding 3; decision 062). The inactivity time-out (`timeoutMs`, decision 045)
 * catches a server that stops answering, not one that sends a byte every few seconds: such a
 * server held an import run, and the only job slot, for hours. These bounds are absolute.
 * Production uses the defaults; tests shorten them through `RemoteSessionOptions.bounds`.
 */
export type TransferBounds = {
  /** Connecting, setting up TLS and signing in. */
  connectMs: number;
  /** One listing, and each other command (rename, remove, make a directory). */
  commandMs: number;
  /** One file downloaded or uploaded (with its temporary name and rename), start to end. */
  fileMs: number;
  /** The whole session, from connecting on: a session serves one run (decision 045). */
  runMs: number;
  /**
   * A transfer that moves fewer bytes than this per second, averaged over each window of
   * `throughputWindowMs`, is stopped; 0 turns the check off.
   */
  minBytesPerSecond: number;
  throughputWindowMs: number;
};

export const DEFAULT_TRANSFER_BOUNDS: TransferBounds = {
  connectMs: 60_000,
  commandMs: 60_000,
  fileMs: 10 * 60_000,
  runMs: 30 * 60_000,
  minBytesPerSecond: 10 * 1024,
  throughputWindowMs: 30_000,
};

/**
 * Codes of failures after which the session is gone: its connection was closed by us. A run
 * stops at one instead of trying its next file on a dead session.
 */
const SESSION_ENDING = new Set(["deadline", "too-slow"]);

export function endsSession(error: unknown): error is RemoteTransferError {
  return error instanceof RemoteTransferError && SESSION_ENDING.has(error.code);
}

const STOPPED = "it was stopped and the connection closed";

export function deadlineExceeded(what: string, ms: number): RemoteTransferError {
  return new RemoteTransferError(
    "deadline",
    `${what} did not finish within ${duration(ms)}; ${STOPPED}`,
  );
}

export function runDeadlineExceeded(ms: number): RemoteTransferError {
  return new RemoteTransferError(
    "deadline",
    `The run's work with the server did not finish within ${duration(ms)}; ${STOPPED}`,
  );
}

export function tooSlow(
  what: string,
  bounds: Pick<TransferBounds, "minBytesPerSecond" | "throughputWindowMs">,
  moved: number,
): RemoteTransferError {
  return new RemoteTransferError(
    "too-slow",
    `${what} was slower than ${rate(bounds.minBytesPerSecond)} over ${duration(bounds.throughputWindowMs)} (${moved} bytes moved); ${STOPPED}`,
  );
}

function duration(ms: number): string {
  if (ms >= 120_000) return `${Math.round(ms / 60_000)} minutes`;
  const seconds = Math.round(ms / 1000);
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

function rate(bytesPerSecond: number): string {
  return bytesPerSecond >= 1024 && bytesPerSecond % 1024 === 0
    ? `${bytesPerSecond / 1024} KB per second`
    : `${bytesPerSecond} bytes per second`;
}
