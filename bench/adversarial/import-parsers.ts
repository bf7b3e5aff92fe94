import { detectDelimiter } from "../../server/modules/assets/imports/detect-delimiter.ts";
import { detectEncoding } from "../../server/modules/assets/imports/detect-encoding.ts";
import { inspectRows } from "../../server/modules/assets/imports/inspect-rows.ts";
import { type ReadOptions, readRows } from "../../server/modules/assets/imports/tabular-rows.ts";
import { sheetWorkbook } from "../../tests/setup/sheet-workbook.ts";
import type { AdversarialParser } from "./adversarial-parser.ts";

const SAMPLE_CHARACTERS = 64 * 1024;

/** The bytes a piece at a time, as an upload or a stored import file arrives. */
async function* bytesOf(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += 64 * 1024) {
    yield bytes.subarray(start, start + 64 * 1024);
  }
}

async function countRows(bytes: Buffer, options: ReadOptions): Promise<number> {
  let count = 0;
  for await (const _ of readRows(bytesOf(bytes), options)) count++;
  return count;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The input as the cells of a sheet: pieces of 1,000 characters, ten to a row, inline and shared. */
function workbookOfText(input: string): Buffer {
  const pieces: string[] = [];
  for (let start = 0; start < input.length; start += 1_000) {
    pieces.push(escapeXml(input.slice(start, start + 1_000)));
  }
  let rows = "";
  for (let n = 0; n < pieces.length; n += 10) {
    const cells = pieces
      .slice(n, n + 10)
      .map((piece, index) =>
        index % 2 === 0
          ? `<c t="inlineStr"><is><t>${piece}</t></is></c>`
          : `<c t="s"><v>${n + index}</v></c>`,
      );
    rows += `<row>${cells.join("")}</row>`;
  }
  return sheetWorkbook(rows, pieces.map((piece) => `<si><t>${piece}</t></si>`).join(""));
}

const xlsx: ReadOptions = { format: "xlsx", encoding: "UTF-8", delimiter: "" };

/** The reference-data import parsers timed by `npm run bench:adversarial`. */
export const importParsers: AdversarialParser[] = [
  {
    name: "import: CSV inspection (detection and every row)",
    run: (input) => {
      const bytes = Buffer.from(input);
      const delimiter = detectDelimiter(input.slice(0, SAMPLE_CHARACTERS));
      return inspectRows(bytesOf(bytes), { format: "csv", encoding: "UTF-8", delimiter });
    },
  },
  {
    name: "import: CSV rows (ISO-8859-1, semicolons)",
    run: (input) =>
      countRows(Buffer.from(input, "latin1"), {
        format: "csv",
        encoding: "ISO-8859-1",
        delimiter: ";",
      }),
  },
  { name: "import: delimiter detection", run: (input) => detectDelimiter(input) },
  {
    name: "import: encoding detection",
    run: (input) => detectEncoding(Buffer.from(input)),
  },
  {
    name: "import: XLSX rows (the input as cells)",
    run: (input) => countRows(workbookOfText(input), xlsx),
  },
  {
    name: "import: XLSX rows (the input as the sheet's XML)",
    run: (input) => countRows(sheetWorkbook(input), xlsx),
  },
];
