import { randomBytes } from "node:crypto";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import SftpClient from "ssh2-sftp-client";
import type { VettedTarget } from "../../../security/outbound-guard.ts";
import { countedInto, tooLarge } from "./counted-writable.ts";
import { explainTransferError } from "./explain-transfer-error.ts";
import { hostKeyFingerprint } from "./host-key-fingerprint.ts";
import { sortEntries, temporaryName } from "./remote-entries.ts";
import { type RemoteServer, type RemoteSession, RemoteTransferError } from "./remote-files.ts";
import { joinRemotePath, normaliseRemotePath } from "./remote-path.ts";

export type SftpOptions = { timeoutMs: number };

const quiet = { error: () => {}, end: () => {}, close: () => {} };

/**
 * An SFTP session with ssh2-sftp-client (decision 045), to the vetted address. The host key is
 * trusted on first use (`hostKeyFingerprint` null: reported for the caller to pin) and from then
 * on must match: another key is refused before any credential is sent.
 */
export async function openSftpSession(
  server: RemoteServer,
  target: VettedTarget,
  options: SftpOptions,
): Promise<RemoteSession> {
  const client = new SftpClient("fennec", quiet);
  let shown: string | null = null;
  const deadline = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void client.end().catch(() => {});
        reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" }));
      }, options.timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };
  try {
    await deadline(
      client.connect({
        host: target.address,
        port: server.port ?? 22,
        username: server.username,
        ...(server.password ? { password: server.password } : {}),
        ...(server.privateKey ? { privateKey: server.privateKey } : {}),
        readyTimeout: options.timeoutMs,
        retries: 0,
        hostVerifier: (key: Buffer) => {
          shown = hostKeyFingerprint(key);
          return server.hostKeyFingerprint === null || server.hostKeyFingerprint === shown;
        },
      }),
    );
  } catch (error) {
    await client.end().catch(() => {});
    if (shown && server.hostKeyFingerprint && shown !== server.hostKeyFingerprint) {
      throw new RemoteTransferError(
        "host-key-changed",
        `The server's host key has changed: it now shows ${shown}, not the pinned ${server.hostKeyFingerprint}. If the server was reinstalled or its key replaced on purpose, accept the new key; otherwise someone may be intercepting the connection`,
      );
    }
    throw explainTransferError(error, options.timeoutMs);
  }
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await deadline(work());
    } catch (error) {
      throw explainTransferError(error, options.timeoutMs);
    }
  };

  return {
    hostKeyFingerprint: shown,
    list: (directory) =>
      run(async () => {
        const base = normaliseRemotePath(directory);
        const listed = await client.list(base);
        return sortEntries(
          listed.map((info) => ({
            name: info.name,
            path: joinRemotePath(base, info.name),
            kind: info.type === "d" ? "directory" : "file",
            size: info.type === "d" ? null : info.size,
            modifiedAt: info.modifyTime ? new Date(info.modifyTime).toISOString() : null,
          })),
        );
      }),
    writeFile: (directory, fileName, content) =>
      run(async () => {
        const finalPath = joinRemotePath(directory, fileName);
        const temporaryPath = joinRemotePath(directory, temporaryName(randomBytes(6)));
        await client.put(content, temporaryPath);
        try {
          // OpenSSH's posix-rename replaces an existing file in one step.
          await client.posixRename(temporaryPath, finalPath);
        } catch {
          await client.delete(finalPath, true);
          await client.rename(temporaryPath, finalPath).catch(async (error) => {
            await client.delete(temporaryPath, true);
            throw error;
          });
        }
        return finalPath;
      }),
    readFile: (path, destination: Writable, maxBytes) =>
      run(async () => {
        const file = normaliseRemotePath(path);
        const stats = await client.stat(file);
        if (stats.size > maxBytes) throw tooLarge(maxBytes);
        const counter = countedInto(destination, maxBytes);
        await client.get(file, counter);
        await finished(destination);
      }),
    rename: (from, to) =>
      run(() => client.rename(normaliseRemotePath(from), normaliseRemotePath(to)).then(() => {})),
    remove: (path) => run(() => client.delete(normaliseRemotePath(path)).then(() => {})),
    makeDirectory: (path) =>
      run(() => client.mkdir(normaliseRemotePath(path), true).then(() => {})),
    close: async () => {
      await client.end().catch(() => {});
    },
  };
}
