import type { Readable, Writable } from "node:stream";
import type {
  FtpSecurity,
  RemoteErrorCode,
  TransferProtocol,
} from "../../../contracts/connectivity/remote-server.ts";

export type EntryKind = "directory" | "file";

/**
 * What the export and import profiles need from a remote file server (FTP, FTPS or SFTP), in
 * one shape whatever the protocol (issue 19; decision 045). `openRemoteSession`
 * (`open-remote-session.ts`) opens one through the outbound guard; a session is used by one
 * run and closed after it.
 */

/** Where to connect and as whom; secrets already opened from the secret box. */
export type RemoteServer = {
  protocol: TransferProtocol;
  host: string;
  /** null: the protocol's default (21, 990 for ssl, 22). */
  port: number | null;
  username: string;
  password: string | null;
  /** SFTP only: an OpenSSH or PEM private key, instead of or with the password. */
  privateKey: string | null;
  /** FTP only. */
  security: FtpSecurity;
  /**
   * SFTP only: the pinned host key, as OpenSSH prints it (`SHA256:` + base64 without padding).
   * null: first use: any key is accepted and reported in `RemoteSession.hostKeyFingerprint`,
   * for the caller to pin.
   */
  hostKeyFingerprint: string | null;
};

export type RemoteEntry = {
  name: string;
  /** Absolute path on the server, with `/` separators. */
  path: string;
  kind: EntryKind;
  size: number | null;
  modifiedAt: string | null;
};

/**
 * A listed name Fennec will not use: it could not be sent back to the server safely (a
 * backslash, a control character: `remote-path.ts`). It is left out of `entries` rather than
 * failing the whole listing (issue 39, finding 8).
 */
export type RefusedEntry = {
  /** The name with each control character shown as `?`. */
  name: string;
  kind: EntryKind;
  size: number | null;
  reason: string;
};

/** Each list directories first, then by name. */
export type RemoteListing = {
  entries: RemoteEntry[];
  refused: RefusedEntry[];
};

export type RemoteSession = {
  /** SFTP: the key the server showed (pinned or now to be pinned); FTP: null. */
  readonly hostKeyFingerprint: string | null;
  list(directory: string): Promise<RemoteListing>;
  /**
   * Writes `content` to `directory/fileName` under a temporary name in the same directory and
   * renames it when complete, so a reader never sees half a file. An existing file of that name
   * is replaced. Answers the final path.
   */
  writeFile(directory: string, fileName: string, content: Buffer): Promise<string>;
  /** Streams the file into `destination`; fails with `too-large` past `maxBytes`. */
  readFile(path: string, destination: Writable, maxBytes: number): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** Creates the directory (and its parents) when missing. */
  makeDirectory(path: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * What `ftp-session.ts` and `sftp-session.ts` give: a session whose uploads stream from a
 * source, so that `bounded-session.ts` can count the bytes the server takes. Only
 * `openRemoteSession` hands one out, bounded in time and speed, as a RemoteSession.
 */
export type ProtocolSession = Omit<RemoteSession, "writeFile"> & {
  writeFile(directory: string, fileName: string, source: Readable): Promise<string>;
};

/**
 * Why a connection or a transfer failed, in words an administrator can act on. The `code` is
 * stable (the web translates by it); the message is English and never echoes a secret.
 */

export class RemoteTransferError extends Error {
  override name = "RemoteTransferError";
  constructor(
    readonly code: RemoteErrorCode,
    message: string,
  ) {
    super(message);
  }
}
