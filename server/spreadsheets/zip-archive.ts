import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createInflateRaw } from "node:zlib";
import { notAWorkbook, RefusedFileError } from "./refused-file-error.ts";
import type { ZipSource } from "./zip-source.ts";

export type ZipLimits = {
  /** What all the parts read may unpack to, counted as they really unpack. */
  maxUnpackedBytes: number;
  /** How far a part over 1 MB may expand. */
  maxCompressionRatio: number;
};

type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** What the archive claims the part unpacks to: a hint for an early refusal, never trusted. */
  claimedSize: number;
  localOffset: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const READ_BYTES = 64 * 1024;
const RATIO_FROM_BYTES = 1_048_576;

export function tooLarge(limits: ZipLimits): RefusedFileError {
  const megabytes = limits.maxUnpackedBytes / 1024 / 1024;
  return new RefusedFileError(
    `The workbook unpacks to more than ${megabytes} MB, or is packed suspiciously tightly (a zip bomb). Save the sheet as CSV, or split it.`,
  );
}

/**
 * A zip archive read from its central directory, each part inflated as a stream. The sizes the
 * archive claims refuse an honest bomb early; the bytes really inflated are counted as they come
 * and refuse a lying one, so no part is ever held whole and memory stays flat.
 */
export class ZipArchive {
  private unpacked = 0;

  private constructor(
    private readonly source: ZipSource,
    private readonly entries: Map<string, ZipEntry>,
    private readonly limits: ZipLimits,
  ) {}

  static async open(source: ZipSource, limits: ZipLimits): Promise<ZipArchive> {
    const tailLength = Math.min(source.size, 22 + 65_535);
    const tail = await source.read(source.size - tailLength, tailLength);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
        end = i;
        break;
      }
    }
    if (end < 0) throw notAWorkbook();
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      throw tooLarge(limits); // Zip64: parts over 4 GB
    }
    if (directoryOffset + directorySize > source.size || directorySize > 16 * 1024 * 1024) {
      throw notAWorkbook();
    }
    const directory = await source.read(directoryOffset, directorySize);
    const entries = new Map<string, ZipEntry>();
    let claimed = 0;
    let offset = 0;
    for (let n = 0; n < count; n++) {
      if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
        throw notAWorkbook();
      }
      const nameLength = directory.readUInt16LE(offset + 28);
      const entry: ZipEntry = {
        name: directory.toString("utf8", offset + 46, offset + 46 + nameLength),
        flags: directory.readUInt16LE(offset + 8),
        method: directory.readUInt16LE(offset + 10),
        compressedSize: directory.readUInt32LE(offset + 20),
        claimedSize: directory.readUInt32LE(offset + 24),
        localOffset: directory.readUInt32LE(offset + 42),
      };
      if (entry.compressedSize === 0xffffffff || entry.claimedSize === 0xffffffff) {
        throw tooLarge(limits);
      }
      claimed += entry.claimedSize;
      const ratio = entry.claimedSize / Math.max(entry.compressedSize, 1);
      if (
        claimed > limits.maxUnpackedBytes ||
        (entry.claimedSize > RATIO_FROM_BYTES && ratio > limits.maxCompressionRatio)
      ) {
        throw tooLarge(limits);
      }
      entries.set(entry.name, entry);
      offset +=
        46 + nameLength + directory.readUInt16LE(offset + 30) + directory.readUInt16LE(offset + 32);
    }
    return new ZipArchive(source, entries, limits);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The part's bytes as they unpack, a piece at a time, each after a turn of the event loop. */
  async *read(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw notAWorkbook(`it has no part ${name}`);
    if (entry.flags & 1) throw notAWorkbook("it is encrypted");
    if (entry.method !== 0 && entry.method !== 8) throw notAWorkbook();
    const header = await this.source.read(entry.localOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw notAWorkbook();
    const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const end = start + entry.compressedSize;
    if (end > this.source.size) throw notAWorkbook();

    let fed = 0;
    const source = this.source;
    async function* packed() {
      for (let position = start; position < end; position += READ_BYTES) {
        const chunk = await source.read(position, Math.min(READ_BYTES, end - position));
        fed += chunk.length;
        yield chunk;
      }
    }
    let unpacked = 0;
    const count = (bytes: number) => {
      unpacked += bytes;
      this.unpacked += bytes;
      if (unpacked > entry.claimedSize) {
        throw notAWorkbook(`its part ${name} unpacks to more than the archive says (a zip bomb)`);
      }
      const ratio = unpacked / Math.max(fed, 1);
      if (
        this.unpacked > this.limits.maxUnpackedBytes ||
        (unpacked > RATIO_FROM_BYTES && ratio > this.limits.maxCompressionRatio)
      ) {
        throw tooLarge(this.limits);
      }
    };

    if (entry.method === 0) {
      for await (const chunk of packed()) {
        count(chunk.length);
        yield chunk;
        await nextTurn();
      }
      return;
    }
    const inflate = createInflateRaw();
    const done = pipeline(Readable.from(packed()), inflate).catch(() => {});
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        count(chunk.length);
        yield chunk;
        await nextTurn();
      }
    } catch (error) {
      if (error instanceof RefusedFileError) throw error;
      throw notAWorkbook(`its part ${name} is damaged`);
    } finally {
      inflate.destroy();
      await done;
    }
  }
}
