import { open } from "node:fs/promises";

/** The bytes of a zip file, read where the archive says its parts are. */
export type ZipSource = {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
};

export async function fileZipSource(filePath: string): Promise<ZipSource> {
  const file = await open(filePath, "r");
  const { size } = await file.stat();
  return {
    size,
    async read(position, length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    },
    close: () => file.close(),
  };
}

export function bytesZipSource(bytes: Uint8Array): ZipSource {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    read: async (position, length) =>
      buffer.subarray(position, Math.min(buffer.length, position + length)),
    close: async () => {},
  };
}
