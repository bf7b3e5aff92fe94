import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Writable } from "node:stream";
import type { RemoteSession } from "../file-transfer/remote-files.ts";

/**
 * Streams a remote file to `filePath` and hashes it on the way (sha256), so the file is read
 * once and never held in memory; fails with `too-large` past `maxBytes`.
 */
export async function downloadWithChecksum(
  session: RemoteSession,
  remotePath: string,
  filePath: string,
  maxBytes: number,
): Promise<{ size: number; checksum: string }> {
  const hash = createHash("sha256");
  const file = createWriteStream(filePath);
  let size = 0;
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (file.write(chunk)) callback();
      else file.once("drain", () => callback());
    },
    final(callback) {
      file.end(() => callback());
    },
    destroy(error, callback) {
      file.destroy();
      callback(error);
    },
  });
  try {
    await session.readFile(remotePath, destination, maxBytes);
  } finally {
    if (!file.closed) await new Promise<void>((resolve) => file.end(() => resolve()));
  }
  return { size, checksum: hash.digest("hex") };
}
