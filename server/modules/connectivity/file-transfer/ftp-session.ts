import { randomBytes } from "node:crypto";
import { Readable, type Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { Client, FileType, FTPError } from "basic-ftp";
import type { VettedTarget } from "../../../security/outbound-guard.ts";
import { countedInto, tooLarge } from "./counted-writable.ts";
import { explainTransferError } from "./explain-transfer-error.ts";
import { sortEntries, temporaryName } from "./remote-entries.ts";
import type { RemoteEntry, RemoteServer, RemoteSession } from "./remote-files.ts";
import { joinRemotePath, normaliseRemotePath } from "./remote-path.ts";

export type FtpOptions = { timeoutMs: number; tlsCa?: string };

/** Answers to AUTH TLS that mean "no TLS here" (for security `auto`). */
const NO_TLS_ANSWERS = new Set([500, 502, 504, 534, 431]);

/**
 * An FTP or FTPS session with basic-ftp (decision 045): to the vetted address only — basic-ftp
 * ignores the address in a PASV answer and uses the control connection's, so the data
 * connection cannot be pointed elsewhere —, passive mode, TLS checked against the typed name.
 */
export async function openFtpSession(
  server: RemoteServer,
  target: VettedTarget,
  options: FtpOptions,
): Promise<RemoteSession> {
  const connect = async (secure: boolean | "implicit") => {
    const client = new Client(options.timeoutMs);
    try {
      await client.access({
        host: target.address,
        port: server.port ?? (server.security === "ssl" ? 990 : 21),
        user: server.username,
        password: server.password ?? "",
        secure,
        secureOptions: {
          servername: target.isIpLiteral ? undefined : target.hostname,
          ...(options.tlsCa ? { ca: options.tlsCa } : {}),
        },
      });
      return client;
    } catch (error) {
      client.close();
      throw error;
    }
  };
  let client: Client;
  try {
    if (server.security === "auto") {
      try {
        client = await connect(true);
      } catch (error) {
        if (!(error instanceof FTPError && NO_TLS_ANSWERS.has(error.code))) throw error;
        client = await connect(false);
      }
    } else {
      client = await connect(server.security === "ssl" ? "implicit" : server.security === "tls");
    }
  } catch (error) {
    throw explainTransferError(error, options.timeoutMs);
  }
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw explainTransferError(error, options.timeoutMs);
    }
  };

  return {
    hostKeyFingerprint: null,
    list: (directory) =>
      run(async () => {
        const base = normaliseRemotePath(directory);
        const listed = await client.list(base);
        const entries: RemoteEntry[] = listed
          .filter((info) => info.name !== "." && info.name !== "..")
          .map((info) => ({
            name: info.name,
            path: joinRemotePath(base, info.name),
            kind: info.type === FileType.Directory ? "directory" : "file",
            size: info.type === FileType.Directory ? null : info.size,
            modifiedAt: info.modifiedAt?.toISOString() ?? null,
          }));
        return sortEntries(entries);
      }),
    writeFile: (directory, fileName, content) =>
      run(async () => {
        const finalPath = joinRemotePath(directory, fileName);
        const temporaryPath = joinRemotePath(directory, temporaryName(randomBytes(6)));
        await client.uploadFrom(Readable.from([content]), temporaryPath);
        try {
          await client.rename(temporaryPath, finalPath);
        } catch {
          // Some servers refuse to rename onto an existing file: replace it.
          await client.remove(finalPath, true);
          await client.rename(temporaryPath, finalPath).catch(async (error) => {
            await client.remove(temporaryPath, true);
            throw error;
          });
        }
        return finalPath;
      }),
    readFile: (path, destination: Writable, maxBytes) =>
      run(async () => {
        const file = normaliseRemotePath(path);
        const size = await client.size(file).catch(() => null);
        if (size !== null && size > maxBytes) throw tooLarge(maxBytes);
        const counter = countedInto(destination, maxBytes);
        await client.downloadTo(counter, file);
        await finished(destination);
      }),
    rename: (from, to) =>
      run(() => client.rename(normaliseRemotePath(from), normaliseRemotePath(to)).then(() => {})),
    remove: (path) => run(() => client.remove(normaliseRemotePath(path)).then(() => {})),
    makeDirectory: (path) =>
      run(async () => {
        await client.ensureDir(normaliseRemotePath(path));
        await client.cd("/");
      }),
    close: async () => {
      client.close();
    },
  };
}
