import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogue-fixture.ts";
import type { MessageLine } from "./message-types.ts";
import { aliasKey } from "./product-matcher.ts";
import { findTableLines } from "./table-line-finder.ts";
import { readTextTables } from "./text-table-reader.ts";
import { textToLines } from "./text-to-lines.ts";

const catalogue = fixtureCatalogue();
const rows = (...table: string[][]): MessageLine[] =>
  table.map((cells, row) => ({
    text: cells.join("  "),
    cells: cells.map((text, column) => ({
      text,
      x: column,
      provenance: { source: "csv", attachment: "a.csv", row, column },
    })),
    provenance: { source: "csv", attachment: "a.csv", row, column: null },
  }));
const codes = (lines: MessageLine[]) =>
  findTableLines(lines, { catalogue, convention: "nl" }).found.map(
    (l) => `${l.product.code} ${l.quantity.decimal}`,
  );

describe("findTableLines", () => {
  it("maps columns by their headers, in Dutch and English", () => {
    expect(
      codes(
        rows(
          ["Pos", "Artikelnr", "Omschrijving", "Aantal", "Prijs"],
          ["1", "CU-15", "Koperen buis", "2,5", "3,10"],
        ),
      ),
    ).toEqual(["CU-15 2.5"]);
    expect(codes(rows(["EAN", "Qty"], ["8711111111161", "4"]))).toEqual(["H-200 4"]);
  });
  it("falls back to the description when the code cell is empty or unknown", () => {
    expect(
      codes(
        rows(
          ["Item no", "Description", "Quantity"],
          ["", "wood screw 4x40 stainless A2", "3"],
          ["X-999", "garden hose green", "1"],
        ),
      ),
    ).toEqual(["SC-4x40-A2 3", "4410 1"]);
  });
  it("reads a decimal point in a Dutch sheet when the column says so", () => {
    expect(codes(rows(["sku", "aantal"], ["CU-15", "2.75"], ["NL-3", "1"]))).toEqual([
      "CU-15 2.75",
      "NL-3 1",
    ]);
  });
});

describe("readTextTables", () => {
  it("cuts a space-aligned table at the columns its rule line shows", () => {
    const text =
      "Artikel   Omschrijving          Aantal\n--------  --------------------  ------\nCU-15     Koperen buis 15 mm     1.250\n          Veiligheidshelm wit        2\n";
    expect(codes(readTextTables(textToLines(text)))).toEqual(["CU-15 1250", "H-200 2"]);
  });
  // the rule pattern backtracked for many minutes on a long line of "|" before it was bounded
  it("reads a megabyte line of pipes under a header as a row, not as a rule", () => {
    const lines = readTextTables(textToLines(`Artikel  Aantal\n${"|".repeat(1_000_000)}--x`));
    expect(lines[1]?.cells?.map((cell) => cell.text)).toEqual(["", "--x"]);
  });
});

describe("findTableLines with a customer's learned aliases", () => {
  it("reads the customer's wording in a description cell, and says what named each product", () => {
    const aliases = new Map([[aliasKey("Blauwe dingen"), "SC-4x40-A2"]]);
    const found = findTableLines(
      rows(
        ["Omschrijving", "Aantal"],
        ["Blauwe dingen", "3"],
        ["Koperen buis 15 mm", "2"],
        ["CU-15", "1"],
      ),
      { catalogue, aliases, convention: "nl" },
    ).found.map((l) => [l.product.code, l.how, l.productText]);
    expect(found).toEqual([
      ["SC-4x40-A2", "alias", "Blauwe dingen"],
      ["CU-15", "description", "Koperen buis 15 mm"],
      ["CU-15", "code", "CU-15"],
    ]);
  });
});

describe("findTableLines reports rows that name no product", () => {
  it("gives a row with a quantity and words or a code for a product, not a total", () => {
    const { found, unmatched } = findTableLines(
      rows(
        ["Artikelnr", "Omschrijving", "Aantal", "Eenheid"],
        ["", "Blauwe dingen", "3", "doos"],
        ["H-200", "Veiligheidshelm wit", "2", "st"],
        ["KL-4711", "", "5", ""],
        ["", "Totaal", "10", ""],
      ),
      { catalogue, convention: "nl" },
    );
    expect(found.map((line) => line.product.code)).toEqual(["H-200"]);
    expect(unmatched).toEqual([
      {
        sourceText: "  Blauwe dingen  3  doos",
        productText: "Blauwe dingen",
        quantity: "3",
        unit: "box",
        provenance: { source: "csv", attachment: "a.csv", row: 1, column: null },
      },
      expect.objectContaining({ productText: "KL-4711", quantity: "5", unit: null }),
    ]);
  });
});
