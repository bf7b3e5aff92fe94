import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sheetWorkbook, workbookParts } from "../../../../tests/setup/sheet-workbook.ts";
import { zipFile } from "../../../../tests/setup/zip-file.ts";
import { XlsxWorkbook } from "../../../spreadsheets/xlsx-workbook.ts";
import { bytesZipSource } from "../../../spreadsheets/zip-source.ts";
import { detectDelimiter } from "./detect-delimiter.ts";
import { detectEncoding } from "./detect-encoding.ts";
import {
  CSV_DELIMITERS,
  FILE_ENCODINGS,
  IMPORT_LIMITS,
  RefusedFileError,
} from "./import-limits.ts";
import { inspectRows } from "./inspect-rows.ts";
import { readRows } from "./tabular-rows.ts";

// The pieces hostile files are made of: quotes, delimiters, line ends, NULs, lone surrogates,
// formula starts, XML specials, and long runs of any of them.
const specials = [
  '"',
  '""',
  ";",
  ",",
  "\t",
  "|",
  "\n",
  "\r",
  "\r\n",
  "\u0000",
  "\ud800",
  "\udc00",
  "=",
  "@",
  "(",
  "!",
  "<",
  ">",
  "&",
  "&amp;",
  "&#0;",
  "&#x110000;",
  "]]>",
  "<![CDATA[",
  "<!--",
  "<!DOCTYPE x>",
  "é",
  "€",
  "\ufeff",
];
const piece = fc.oneof(
  fc.constantFrom(...specials),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc
    .tuple(fc.constantFrom(...specials, "a", " ", "1"), fc.integer({ min: 1, max: 30_000 }))
    .map(([unit, times]) => unit.repeat(times)),
);
const hostileText = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(""));

async function* bytesOf(bytes: Uint8Array) {
  // Pieces of odd sizes, so a quote, a line end or a character is cut between two of them.
  for (let start = 0; start < bytes.length; start += 4093)
    yield bytes.subarray(start, start + 4093);
}

/** Runs `read`; a refusal is a fine answer, any other exception fails the property. */
async function refusedOrRead(read: () => Promise<unknown>) {
  try {
    await read();
  } catch (error) {
    if (!(error instanceof RefusedFileError)) throw error;
  }
}

async function allRows(rows: AsyncIterable<{ rowNumber: number; cells: string[] }>) {
  let count = 0;
  for await (const row of rows) {
    expect(row.cells.length).toBeLessThanOrEqual(IMPORT_LIMITS.maxColumns);
    // What PostgreSQL cannot store never reaches the rows.
    for (const cell of row.cells) expect(cell).not.toContain("\u0000");
    count++;
  }
  return count;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the import readers and detectors under random and adversarial input", () => {
  it("CSV rows and inspection: rows or a clear refusal, never another exception", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        fc.constantFrom(...CSV_DELIMITERS),
        fc.constantFrom(...FILE_ENCODINGS),
        async (text, delimiter, encoding) => {
          const bytes = Buffer.from(text);
          const options = { format: "csv" as const, encoding, delimiter };
          await refusedOrRead(() => allRows(readRows(bytesOf(bytes), options)));
          await refusedOrRead(() => inspectRows(bytesOf(bytes), options));
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);

  it("an endless quoted field is refused as soon as the cell passes the limit", async () => {
    const text = `sku;name\nA;"${"ab;c\n".repeat(2_000_000)}`;
    await expect(
      allRows(
        readRows(bytesOf(Buffer.from(text)), { format: "csv", encoding: "UTF-8", delimiter: ";" }),
      ),
    ).rejects.toThrow("Row 2 has a cell of more than 10,000 characters.");
  }, 30_000);

  it("encoding and delimiter detection answer for any bytes and any text", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(FILE_ENCODINGS).toContain(detectEncoding(bytes));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(CSV_DELIMITERS).toContain(detectDelimiter(text));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("XLSX: a workbook made of the input, as cell text, as XML or as bytes, is read or refused", async () => {
    const readers = [
      // The input as the text of cells, inline and shared.
      (text: string) =>
        sheetWorkbook(
          `<row r="1"><c r="A1" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c><c r="B1" t="s"><v>0</v></c></row>`,
          `<si><t>${escapeXml(text)}</t></si>`,
        ),
      // The input as the sheet's XML itself, and as the shared strings' XML.
      (text: string) => sheetWorkbook(text),
      (text: string) => sheetWorkbook(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`, text),
      // The input as the bytes of a part, or of the whole file.
      (text: string) =>
        zipFile({ ...workbookParts(""), "xl/worksheets/sheet1.xml": Buffer.from(text, "latin1") }),
      (text: string) => Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.from(text)]),
    ];
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        fc.integer({ min: 0, max: readers.length - 1 }),
        async (text, which) => {
          const file = (readers[which] as (text: string) => Buffer)(text);
          const options = { format: "xlsx" as const, encoding: "UTF-8" as const, delimiter: "" };
          await refusedOrRead(() => allRows(readRows(bytesOf(file), options)));
          await refusedOrRead(async () => {
            const workbook = await XlsxWorkbook.open(bytesZipSource(file), {
              ...IMPORT_LIMITS,
              maxColumns: 16_384,
            });
            for (const sheet of workbook.sheets) for await (const _ of workbook.rows(sheet));
          });
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
