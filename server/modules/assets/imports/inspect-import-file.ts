import { open } from "node:fs/promises";
import iconv from "iconv-lite";
import { detectDelimiter } from "./detect-delimiter.ts";
import { detectEncoding } from "./detect-encoding.ts";
import { type FileEncoding, RefusedFileError } from "./import-limits.ts";
import { inspectRows, type RowsInspection } from "./inspect-rows.ts";
import type { FileFormat } from "./tabular-rows.ts";

export type FileInspection = RowsInspection & {
  format: FileFormat;
  encoding: FileEncoding | null;
  delimiter: string | null;
};

const SAMPLE_BYTES = 64 * 1024;

/**
 * What an uploaded file is: XLSX by its zip signature, otherwise CSV with its encoding and
 * delimiter detected. Anything else (old .xls, PDF, images …) is refused.
 */
export async function inspectImportFile(filePath: string): Promise<FileInspection> {
  const sample = await readSample(filePath);
  const file = { path: filePath };
  if (sample.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const rows = await inspectRows(file, { format: "xlsx", encoding: "UTF-8", delimiter: "" });
    return { ...rows, format: "xlsx", encoding: null, delimiter: null };
  }
  if (sample.includes(0)) {
    throw new RefusedFileError(
      "This is not a CSV or Excel (.xlsx) file. Older .xls workbooks must be saved as .xlsx or CSV first.",
    );
  }
  const encoding = detectEncoding(sample);
  const delimiter = detectDelimiter(iconv.decode(sample, encoding));
  const rows = await inspectRows(file, { format: "csv", encoding, delimiter });
  return { ...rows, format: "csv", encoding, delimiter };
}

async function readSample(filePath: string): Promise<Buffer> {
  const file = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
