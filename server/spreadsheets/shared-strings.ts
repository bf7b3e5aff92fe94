import { notAWorkbook } from "./refused-file-error.ts";

const BLOCK_BYTES = 1024 * 1024;
const PAGE_ENTRIES = 65_536;

export type SharedStringLimits = { maxSharedStrings: number; maxSharedTextBytes: number };

/**
 * The texts of a workbook's cells (xl/sharedStrings.xml), kept compactly: their UTF-8 bytes in
 * blocks of a megabyte and their positions in typed arrays, so a million texts cost their bytes
 * and eight more each, not a JavaScript string apiece. The count and the bytes are bounded.
 */
export class SharedStrings {
  private readonly blocks: Buffer[] = [];
  private used = 0;
  private bytes = 0;
  private readonly starts: Uint32Array[] = [];
  private readonly lengths: Uint32Array[] = [];
  count = 0;

  constructor(private readonly limits: SharedStringLimits) {}

  add(text: string): void {
    if (this.count >= this.limits.maxSharedStrings) {
      throw notAWorkbook(
        `it holds more than ${this.limits.maxSharedStrings.toLocaleString("en")} different texts`,
      );
    }
    const length = Buffer.byteLength(text);
    this.bytes += length;
    if (this.bytes > this.limits.maxSharedTextBytes) {
      throw notAWorkbook(
        `its texts take more than ${this.limits.maxSharedTextBytes / 1024 / 1024} MB`,
      );
    }
    if (this.blocks.length === 0 || this.used + length > BLOCK_BYTES) {
      this.blocks.push(Buffer.allocUnsafe(Math.max(BLOCK_BYTES, length)));
      this.used = 0;
    }
    const block = this.blocks.length - 1;
    (this.blocks[block] as Buffer).write(text, this.used);
    const page = Math.floor(this.count / PAGE_ENTRIES);
    if (page === this.starts.length) {
      this.starts.push(new Uint32Array(PAGE_ENTRIES));
      this.lengths.push(new Uint32Array(PAGE_ENTRIES));
    }
    const slot = this.count % PAGE_ENTRIES;
    (this.starts[page] as Uint32Array)[slot] = block * BLOCK_BYTES + this.used;
    (this.lengths[page] as Uint32Array)[slot] = length;
    this.used += length;
    this.count++;
  }

  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) {
      throw notAWorkbook("a cell refers to a text that is not in it");
    }
    const page = Math.floor(index / PAGE_ENTRIES);
    const slot = index % PAGE_ENTRIES;
    const start = (this.starts[page] as Uint32Array)[slot] as number;
    const length = (this.lengths[page] as Uint32Array)[slot] as number;
    const block = this.blocks[Math.floor(start / BLOCK_BYTES)] as Buffer;
    const offset = start % BLOCK_BYTES;
    return block.toString("utf8", offset, offset + length);
  }
}
