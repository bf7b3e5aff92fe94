import { describe, expect, it } from "vitest";
import { RefusedFileError } from "../../assets/imports/import-limits.ts";
import { csvToLines } from "./csv-to-lines.ts";

const bytes = (text: string, encoding: BufferEncoding = "utf8") => Buffer.from(text, encoding);
const rowOf = (line: ReturnType<typeof csvToLines>[number] | undefined) =>
  line?.provenance.source === "csv" ? line.provenance.row : null;
const cells = (lines: ReturnType<typeof csvToLines>) =>
  lines.map((line) => line.cells?.map((cell) => cell.text));

describe("csvToLines", () => {
  it("reads quoted cells with delimiters, quotes and line ends inside them", () => {
    const lines = csvToLines(
      bytes('artikel;omschrijving;aantal\r\nCU-15;"Koperbuis; 15 mm ""hard""\nrecht";2,5\r\n'),
      "order.csv",
    );
    expect(cells(lines)).toEqual([
      ["artikel", "omschrijving", "aantal"],
      ["CU-15", 'Koperbuis; 15 mm "hard"\nrecht', "2,5"],
    ]);
    expect(lines[1]?.text).toBe('CU-15  Koperbuis; 15 mm "hard"\nrecht  2,5');
    expect(lines[1]?.cells?.[2]?.provenance).toEqual({
      source: "csv",
      attachment: "order.csv",
      row: 2,
      column: 3,
    });
  });

  it("leaves out empty lines, counts rows without them and reads a last row without a line end", () => {
    const lines = csvToLines(bytes("a,b\n\n\r\nc,d\n\ne,f"), "o.csv");
    expect(cells(lines)).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
    ]);
    expect(lines.map(rowOf)).toEqual([1, 2, 3]);
  });

  it("reads ISO-8859-15 text and a UTF-8 byte order mark", () => {
    expect(cells(csvToLines(bytes("prijs;munt\n12,50;\xa4\nk;l\n", "latin1"), "l.csv"))).toEqual([
      ["prijs", "munt"],
      ["12,50", "€"],
      ["k", "l"],
    ]);
    expect(cells(csvToLines(bytes("\uFEFFa;b\n"), "b.csv"))).toEqual([["a", "b"]]);
  });

  it("reads at most 5,000 rows", () => {
    const lines = csvToLines(bytes("sku;qty\n".repeat(20_000)), "big.csv");
    expect(lines).toHaveLength(5_000);
    expect(rowOf(lines.at(-1))).toBe(5_000);
  });

  it("refuses a cell past the import's limit at once, however long the file", () => {
    const endless = bytes(`sku;qty\n"${"x".repeat(5_000_000)}`);
    expect(() => csvToLines(endless, "endless.csv")).toThrow(RefusedFileError);
    expect(() => csvToLines(endless, "endless.csv")).toThrow(
      "Row 2 has a cell of more than 10,000 characters.",
    );
  });
});
