import type { FileEncoding } from "./import-limits.ts";

const SAMPLE_BYTES = 64 * 1024;

/**
 * UTF-8 when the start of the file is valid UTF-8 (a byte-order mark, or multi-byte sequences
 * that decode), otherwise ISO-8859-1. Which single-byte encoding it really is (-1, -15, -2)
 * cannot be told from the bytes; the user picks another one on the mapping screen.
 */
export function detectEncoding(sample: Uint8Array): FileEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return "UTF-8";
  // A sample cut off inside a multi-byte character is still UTF-8: ignore the last 3 bytes' tail.
  // The start of a file tells; a longer sample only costs time.
  const end = Math.max(0, Math.min(sample.length, SAMPLE_BYTES) - 3);
  let i = 0;
  while (i < end) {
    const byte = sample[i] as number;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte < 0xe0
          ? 2
          : byte >= 0xe0 && byte < 0xf0
            ? 3
            : byte >= 0xf0 && byte < 0xf5
              ? 4
              : 0;
    if (length === 0) return "ISO-8859-1";
    for (let k = 1; k < length; k++) {
      const next = sample[i + k];
      if (next !== undefined && (next & 0xc0) !== 0x80) return "ISO-8859-1";
    }
    i += length;
  }
  return "UTF-8";
}
