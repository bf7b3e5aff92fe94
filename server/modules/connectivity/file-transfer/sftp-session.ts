import { createHash } from "node:crypto";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import ssh2, { type FileEntryWithStats, type SFTPWrapper, type Stats } from "ssh2";
import type { VettedTarget } from "../../../security/outbound-guard.ts";
import { limitedWritable, tooLarge } from "./limited-writable.ts";
import { type ProtocolSession, type RemoteServer, RemoteTransferError } from "./remote-files.ts";
import { remoteListing } from "./remote-listing.ts";
import { joinRemotePath, normalizeRemotePath, remoteParent } from "./remote-path.ts";
import { temporaryUploadName } from "./temporary-upload-name.ts";

export type SftpSessionOptions = {
  target: VettedTarget;
  port: number;
  timeoutMs: number;
  explain: (error: unknown) => Error;
  /** Aborted: the connection is dropped at once, whatever it is doing (`bounded-session.ts`). */
  signal: AbortSignal;
};

/** The host key's fingerprint as OpenSSH prints it: `SHA256:` + base64 without padding. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash("sha256").update(key).digest("base64").replace(/=+$/, "")}`;
}

/**
 * An SFTP session with ssh2 (decision 045): connected to the vetted address; the server's host
 * key compared with the pinned fingerprint before any credential is sent (trust on first use:
 * with none pinned, the key is accepted and reported for the caller to pin).
 */
export async function openSftpSession(
  server: RemoteServer,
  options: SftpSessionOptions,
): Promise<ProtocolSession> {
  const connection = new ssh2.Client();
  // Destroying fails the operation in progress (or the handshake) and closes the socket.
  options.signal.addEventListener("abort", () => connection.destroy(), { once: true });
  let shown: string | null = null;
  let sftp: SFTPWrapper;
  try {
    sftp = await new Promise<SFTPWrapper>((resolve, reject) => {
      connection.on("error", (error: Error) => {
        if (shown && server.hostKeyFingerprint && shown !== server.hostKeyFingerprint) {
          reject(hostKeyChanged(shown));
        } else reject(error);
      });
      // Dropped before it was ready (aborted): no error event may come.
      connection.once("close", () => reject(new Error("The connection was closed")));
      connection.once("ready", () => {
        connection.sftp((error, channel) => (error ? reject(error) : resolve(channel)));
      });
      connection.connect({
        host: options.target.address,
        port: options.port,
        username: server.username,
        ...(server.password ? { password: server.password } : {}),
        ...(server.privateKey ? { privateKey: server.privateKey } : {}),
        tryKeyboard: false,
        readyTimeout: options.timeoutMs,
        // Without `hostHash`, ssh2 hands the verifier the raw key.
        hostVerifier: (key: Buffer) => {
          shown = hostKeyFingerprint(key);
          return server.hostKeyFingerprint === null || shown === server.hostKeyFingerprint;
        },
      });
    });
  } catch (error) {
    connection.destroy();
    throw options.explain(error);
  }
  // A broken connection later fails the operation in progress; no unhandled error events.
  connection.on("error", () => {});

  /**
   * Each operation fails after `timeoutMs` without progress (transfers call `progress` for every
   * chunk, so a big file on a slow line is not cut off); the connection is then dropped, as a
   * hung server would leave it.
   */
  const run = async <T>(operation: (progress: () => void) => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    let expire: () => void = () => {};
    const deadline = new Promise<never>((_, reject) => {
      expire = () => {
        connection.destroy();
        reject(Object.assign(new Error("Operation timed out"), { level: "client-timeout" }));
      };
    });
    const progress = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, options.timeoutMs);
    };
    progress();
    try {
      return await Promise.race([operation(progress), deadline]);
    } catch (error) {
      throw options.explain(error);
    } finally {
      clearTimeout(timer);
    }
  };
  const call = <T = void>(invoke: (done: (error: unknown, value?: T) => void) => void) =>
    new Promise<T>((resolve, reject) =>
      invoke((error, value) => (error ? reject(error) : resolve(value as T))),
    );
  const stat = (path: string) =>
    call<Stats>((done) => sftp.stat(path, done)).catch((error: { code?: unknown }) => {
      if (error.code === 2) return null;
      throw error;
    });
  const renameReplacing = async (from: string, to: string) => {
    // posix-rename@openssh.com replaces the target in one step; plain SFTP rename refuses to.
    if (announcedExtensions(sftp)["posix-rename@openssh.com"] === "1") {
      await call((done) => sftp.ext_openssh_rename(from, to, done));
      return;
    }
    if (await stat(to)) await call((done) => sftp.unlink(to, done));
    await call((done) => sftp.rename(from, to, done));
  };

  return {
    hostKeyFingerprint: shown,
    list: (directory) =>
      run(async () => {
        const base = normalizeRemotePath(directory);
        const list = await call<FileEntryWithStats[]>((done) => sftp.readdir(base, done));
        return remoteListing(
          base,
          list.map(({ filename, attrs }) => ({
            name: filename,
            kind: attrs.isDirectory()
              ? "directory"
              : attrs.isFile() || attrs.isSymbolicLink()
                ? "file"
                : null,
            size: attrs.size,
            modifiedAt: attrs.mtime ? new Date(attrs.mtime * 1000).toISOString() : null,
          })),
        );
      }),
    writeFile: (directory, fileName, source: Readable) =>
      run(async (progress) => {
        const finalPath = joinRemotePath(directory, fileName);
        const partPath = joinRemotePath(directory, temporaryUploadName());
        try {
          // Each piece the SFTP stream takes counts as progress.
          source.on("data", progress);
          await pipeline(source, sftp.createWriteStream(partPath, { flags: "w", mode: 0o644 }));
          await renameReplacing(partPath, finalPath);
        } catch (error) {
          await call((done) => sftp.unlink(partPath, done)).catch(() => {});
          throw error;
        }
        return finalPath;
      }),
    readFile: (path, destination: Writable, maxBytes) =>
      run(async (progress) => {
        const file = normalizeRemotePath(path);
        const stats = await stat(file);
        if (!stats)
          throw new RemoteTransferError(
            "not-found",
            "The file or directory does not exist on the server",
          );
        if (stats.size > maxBytes) throw tooLarge(maxBytes);
        const source = sftp.createReadStream(file).on("data", progress);
        await pipeline(source, limitedWritable(destination, maxBytes));
      }),
    rename: (from, to) =>
      run(() =>
        call((done) => sftp.rename(normalizeRemotePath(from), normalizeRemotePath(to), done)),
      ),
    remove: (path) => run(() => call((done) => sftp.unlink(normalizeRemotePath(path), done))),
    makeDirectory: (path) =>
      run(async () => {
        const wanted = normalizeRemotePath(path);
        const missing: string[] = [];
        for (
          let current = wanted;
          current !== "/" && current !== ".";
          current = remoteParent(current)
        ) {
          if (await stat(current)) break;
          missing.unshift(current);
        }
        for (const directory of missing) await call((done) => sftp.mkdir(directory, done));
      }),
    close: async () => {
      connection.end();
    },
  };
}

/**
 * The extensions the server announced, as ssh2 keeps them: its own check before an extended
 * request, which it only makes by throwing. Not part of ssh2's typed API, hence the narrowing.
 */
function announcedExtensions(sftp: SFTPWrapper): Record<string, string | undefined> {
  return (sftp as SFTPWrapper & { _extensions: Record<string, string | undefined> })._extensions;
}

function hostKeyChanged(shown: string) {
  return new RemoteTransferError(
    "host-key-changed",
    `The server's host key changed: it now shows ${shown}. This can mean someone is intercepting the connection, so nothing was sent. If the server was reinstalled or its key replaced, confirm the new key with its administrator and accept it in the connection settings.`,
  );
}
