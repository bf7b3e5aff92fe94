import { open } from "node:fs/promises";
import { IMPORT_LIMITS, RefusedFileError } from "./import-limits.ts";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const notAWorkbook = "The file is not a readable Excel workbook (.xlsx).";

/**
 * Refuses a zip bomb before anything unpacks it: reads the zip's central directory and adds up
 * what its parts say they unpack to. Zip64 (parts over 4 GB) is refused outright.
 */
export async function checkXlsxZip(filePath: string): Promise<void> {
  const file = await open(filePath, "r");
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new RefusedFileError(notAWorkbook);
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      throw new RefusedFileError(tooLarge());
    }
    if (directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) {
      throw new RefusedFileError(notAWorkbook);
    }
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    let unpacked = 0;
    let offset = 0;
    for (let n = 0; n < entries; n++) {
      if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
        throw new RefusedFileError(notAWorkbook);
      }
      const compressed = directory.readUInt32LE(offset + 20);
      const uncompressed = directory.readUInt32LE(offset + 24);
      if (compressed === 0xffffffff || uncompressed === 0xffffffff) {
        throw new RefusedFileError(tooLarge());
      }
      unpacked += uncompressed;
      const ratio = uncompressed / Math.max(compressed, 1);
      if (
        unpacked > IMPORT_LIMITS.maxUnpackedBytes ||
        (uncompressed > 1_048_576 && ratio > IMPORT_LIMITS.maxCompressionRatio)
      ) {
        throw new RefusedFileError(tooLarge());
      }
      offset +=
        46 +
        directory.readUInt16LE(offset + 28) +
        directory.readUInt16LE(offset + 30) +
        directory.readUInt16LE(offset + 32);
    }
  } finally {
    await file.close();
  }
}

function tooLarge() {
  const megabytes = IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024;
  return `The workbook unpacks to more than ${megabytes} MB, or is packed suspiciously tightly (a zip bomb). Save the sheet as CSV, or split it.`;
}
