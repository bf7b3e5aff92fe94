import type { Readable, Writable } from "node:stream";
import type { ConnectionOptions } from "node:tls";
import { Client, type FileInfo, FileType, FTPError } from "basic-ftp";
import type { VettedTarget } from "../../../security/outbound-guard.ts";
import { limitedWritable, tooLarge } from "./limited-writable.ts";
import { type ProtocolSession, type RemoteServer, RemoteTransferError } from "./remote-files.ts";
import { type ListedEntry, remoteListing } from "./remote-listing.ts";
import { joinRemotePath, normalizeRemotePath, remoteParent } from "./remote-path.ts";
import { temporaryUploadName } from "./temporary-upload-name.ts";

export type FtpSessionOptions = {
  target: VettedTarget;
  port: number;
  timeoutMs: number;
  /** Tests only: a CA (PEM) to trust besides the system's, for a self-signed test server. */
  tlsCa?: string;
  /** Every failure goes through this, so callers see RemoteTransferError only. */
  explain: (error: unknown) => Error;
  /** Aborted: the connection is dropped at once, whatever it is doing (`bounded-session.ts`). */
  signal: AbortSignal;
};

/**
 * An FTP or FTPS session with basic-ftp (decision 045): connected to the vetted address, the
 * certificate checked against the name the administrator typed, passive mode only, and the
 * data connections to that same address whatever the server names in its PASV answer
 * (`allowSeparateTransferHost: false`; EPSV names no address at all).
 */
export async function openFtpSession(
  server: RemoteServer,
  options: FtpSessionOptions,
): Promise<ProtocolSession> {
  const { target } = options;
  const tls: ConnectionOptions = {
    host: target.address,
    // SNI and the certificate check use the name as typed; an IP literal is checked as an IP.
    ...(target.isIpLiteral ? {} : { servername: target.hostname }),
    ...(options.tlsCa ? { ca: options.tlsCa } : {}),
    rejectUnauthorized: true,
  };

  // The steps of basic-ftp's `access`, spelled out so that only a refused AUTH TLS (and nothing
  // after it, such as a failing PBSZ on an encrypted connection) can lead to a plain session.
  const client = new Client(options.timeoutMs, { allowSeparateTransferHost: false });
  // Closing fails the task in progress and closes the control and data connections.
  options.signal.addEventListener("abort", () => client.close(), { once: true });
  try {
    if (server.security === "ssl") {
      await client.connectImplicitTLS(target.address, options.port, { ...tls });
    } else {
      await client.connect(target.address, options.port);
    }
    if (server.security === "tls" || server.security === "auto") {
      try {
        // biome-ignore lint/correctness/useHookAtTopLevel: basic-ftp's method, not a React hook
        await client.useTLS({ ...tls });
      } catch (error) {
        // auto: a server that does not offer TLS gets a plain session; an untrusted
        // certificate is never a reason to drop encryption.
        if (!(error instanceof FTPError && isAuthTlsRefusal(error))) throw error;
        if (server.security === "tls") {
          throw new RemoteTransferError(
            "tls",
            "The server does not offer TLS (it refused AUTH TLS); ask its administrator to enable it, or choose implicit TLS if the server uses port 990",
          );
        }
      }
    }
    // UTF-8 names before the login, in case the user name needs it; not every server knows OPTS.
    await client.sendIgnoringError("OPTS UTF8 ON");
    await client.login(server.username, server.password ?? "");
    // biome-ignore lint/correctness/useHookAtTopLevel: basic-ftp's method, not a React hook
    await client.useDefaultSettings();
  } catch (error) {
    client.close();
    throw options.explain(error);
  }
  const session = client;
  // Relative paths are relative to where the login put us; ensureDir moves, we come back.
  const home = await session.pwd().catch(() => "/");

  const run = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw options.explain(error);
    }
  };

  async function exists(path: string, name: string): Promise<boolean> {
    const entries = await session.list(remoteParent(path));
    return entries.some((entry) => entry.name === name);
  }

  return {
    hostKeyFingerprint: null,
    list: (directory) =>
      run(async () => {
        const base = normalizeRemotePath(directory);
        return remoteListing(base, (await session.list(base)).map(listedEntry));
      }),
    writeFile: (directory, fileName, source: Readable) =>
      run(async () => {
        const finalPath = joinRemotePath(directory, fileName);
        const partPath = joinRemotePath(directory, temporaryUploadName());
        try {
          await session.uploadFrom(source, partPath);
        } catch (error) {
          // A broken-off upload leaves no half file behind (when the connection still works).
          await session.remove(partPath, true).catch(() => {});
          throw error;
        }
        try {
          await session.rename(partPath, finalPath);
        } catch (error) {
          // Some servers (IIS among them) will not rename over an existing file.
          if (!(error instanceof FTPError) || !(await exists(finalPath, fileName))) {
            await session.remove(partPath, true).catch(() => {});
            throw error;
          }
          await session.remove(finalPath);
          await session.rename(partPath, finalPath);
        }
        return finalPath;
      }),
    readFile: (path, destination: Writable, maxBytes) =>
      run(async () => {
        const file = normalizeRemotePath(path);
        // SIZE answers before any byte moves; servers without it are caught while streaming.
        const size = await session.size(file).catch((error: unknown) => {
          if (error instanceof FTPError && error.code === 550) throw error;
          return null;
        });
        if (size !== null && size > maxBytes) throw tooLarge(maxBytes);
        const sink = limitedWritable(destination, maxBytes);
        await session.downloadTo(sink, file);
        await new Promise<void>((resolve, reject) => {
          if (sink.writableFinished) resolve();
          else sink.once("finish", resolve).once("error", reject);
        });
      }),
    rename: (from, to) =>
      run(() => session.rename(normalizeRemotePath(from), normalizeRemotePath(to)).then(() => {})),
    remove: (path) => run(() => session.remove(normalizeRemotePath(path)).then(() => {})),
    makeDirectory: (path) =>
      run(async () => {
        await session.ensureDir(normalizeRemotePath(path));
        await session.cd(home);
      }),
    close: async () => {
      session.close();
    },
  };
}

function isAuthTlsRefusal(error: FTPError) {
  // AUTH TLS answered "500 Unknown command", "502 Not implemented", "504", "534 refused".
  return [500, 502, 504, 534].includes(error.code);
}

function listedEntry(info: FileInfo): ListedEntry {
  return {
    name: info.name,
    kind:
      info.type === FileType.Directory
        ? "directory"
        : info.type === FileType.File || info.type === FileType.SymbolicLink
          ? "file"
          : null,
    size: info.size,
    modifiedAt: info.modifiedAt ? info.modifiedAt.toISOString() : null,
  };
}
