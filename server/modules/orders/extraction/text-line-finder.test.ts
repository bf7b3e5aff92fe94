import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogue-fixture.ts";
import type { NumberConvention } from "./number-parsing.ts";
import { aliasKey } from "./product-matcher.ts";
import { findTextLines, productWordingOfLine } from "./text-line-finder.ts";
import { textToLines } from "./text-to-lines.ts";

const catalogue = fixtureCatalogue();
const find = (text: string, convention: NumberConvention = "nl") =>
  findTextLines(textToLines(text), { catalogue, convention }).found.map(
    (line) => `${line.product.code} ${line.quantity.decimal}`,
  );

describe("findTextLines", () => {
  it("reads quantity-first and quantity-last lines with codes, in case and spacing variants", () => {
    expect(find("4 x SC-4x40-ZN\nsc 4x40 a2 - 2 dozen\n3 rol 4410\nCU-15: 12,5")).toEqual([
      "SC-4x40-ZN 4",
      "SC-4x40-A2 2",
      "4410 3",
      "CU-15 12.5",
    ]);
  });
  it("reads EANs and bullets", () => {
    expect(find("• EAN 8711111111154 x 3 pak\n8711111111130  2")).toEqual(["GL-9 3", "4410 2"]);
  });
  it("reads descriptions and takes the code in parentheses over them", () => {
    expect(
      find("10 dozen houtschroeven 4x40 verzinkt\nTuinslang groen: 2 rollen (art. 4410)"),
    ).toEqual(["SC-4x40-ZN 10", "4410 2"]);
  });
  it("reads several products in one sentence", () => {
    expect(find("Graag 6 m koperen buis 15 mm en 2 st veiligheidshelm wit.")).toEqual([
      "CU-15 6",
      "H-200 2",
    ]);
    expect(
      find("We need 1,250 kg steel nails 3.1x80 and 2 pcs safety helmets white.", "en"),
    ).toEqual(["NL-3 1250", "H-200 2"]);
  });
  it("does not take sizes, phone numbers or prose without a product for lines", () => {
    expect(find("Tel 010-1234567\nDe Run 12\nKoperen buis 15 mm")).toEqual([]);
  });
});

describe("findTextLines with a customer's learned aliases", () => {
  const aliases = new Map(
    [
      ["blauwe dingen", "SC-4x40-A2"],
      ["tape", "H-200"],
      ["KL-4711", "CU-15"],
    ].map(([text, code]) => [aliasKey(text as string), code as string]),
  );
  const read = (text: string) =>
    findTextLines(textToLines(text), { catalogue, aliases, convention: "nl" }).found.map(
      (line) => `${line.product.code} ${line.quantity.decimal} ${line.how} "${line.productText}"`,
    );

  it("reads the customer's wording as the whole item, in every line shape", () => {
    expect(
      read(
        "10 x Blauwe dingen\n3 blauwe dingen\nBlauwe dingen - 2 dozen (art. 99)\nGraag 5 st blauwe dingen en 2 st tape.",
      ),
    ).toEqual([
      'SC-4x40-A2 10 alias "Blauwe dingen"',
      'SC-4x40-A2 3 alias "blauwe dingen"',
      'SC-4x40-A2 2 alias "Blauwe dingen"',
      'SC-4x40-A2 5 alias "blauwe dingen"',
      'H-200 2 alias "tape"',
    ]);
  });
  it("finds the customer's own code in a longer item, and codes before aliases", () => {
    expect(read("4 x KL-4711 graag in blauw\n2 x tape H-200")).toEqual([
      'CU-15 4 alias "KL-4711"',
      'H-200 2 code "H-200"',
    ]);
  });
  it("does not read a wording alias into a longer description", () => {
    expect(read("2 x tape rood 19mm")).toEqual([]);
    expect(read("10 dozen houtschroeven 4x40 verzinkt")).toEqual([
      'SC-4x40-ZN 10 description "houtschroeven 4x40 verzinkt"',
    ]);
  });
});

describe("productWordingOfLine", () => {
  it("takes the quantity, unit, bullet and labelled code off a line as the finder does", () => {
    expect(productWordingOfLine("12 x Blauwe dingen")).toBe("Blauwe dingen");
    expect(productWordingOfLine("• 3 dozen blauwe dingen")).toBe("blauwe dingen");
    expect(productWordingOfLine("12 blauwe dingen")).toBe("blauwe dingen");
    expect(productWordingOfLine("Blauwe dingen: 2 st (art. 99)")).toBe("Blauwe dingen");
    expect(productWordingOfLine("Graag 5 st blauwe dingen.")).toBe("blauwe dingen");
    expect(productWordingOfLine("blauwe dingen")).toBe("blauwe dingen");
  });
  it("gives nothing for a line that names several products", () => {
    expect(productWordingOfLine("Graag 5 st blauwe dingen en 2 st tape")).toBeNull();
  });
});

describe("findTextLines reports lines written as order lines that name no product", () => {
  const unmatched = (text: string, aliases?: Map<string, string>) =>
    findTextLines(textToLines(text), { catalogue, aliases, convention: "nl" }).unmatched;

  it("gives the line, the words for the product, the quantity, the unit and where it is", () => {
    const text = "Graag leveren:\n12 x Blauwe dingen\n• zwarte dingen: 2 st (art. 99)\n4 x H-200";
    expect(unmatched(text)).toEqual([
      {
        sourceText: "12 x Blauwe dingen",
        productText: "Blauwe dingen",
        quantity: "12",
        unit: null,
        provenance: { source: "body", format: "text", start: 15, end: 33 },
      },
      {
        sourceText: "• zwarte dingen: 2 st (art. 99)",
        productText: "zwarte dingen",
        quantity: "2",
        unit: "pcs",
        provenance: { source: "body", format: "text", start: 36, end: 65 },
      },
    ]);
    expect(text.slice(15, 33)).toBe("12 x Blauwe dingen");
  });

  it("reads the shapes of an order line, a customer's own code too", () => {
    expect(
      unmatched(
        "Graag 5 st blauwe dingen.\nKL-4711 x 3\nwidgets, aantal 4\n- 1,5 kg rode dingen",
      ).map((text) => [text.productText, text.quantity]),
    ).toEqual([
      ["blauwe dingen", "5"],
      ["KL-4711", "3"],
      ["widgets", "4"],
      ["rode dingen", "1.5"],
    ]);
  });

  it("leaves addresses, references, dates, totals, prose and bare quantities alone", () => {
    expect(
      unmatched(
        [
          "Kerkstraat 12",
          "Referentie: PO-4471",
          "Leverdatum: 12-05-2026",
          "Totaal: 12 stuks",
          "Er ontbraken 2 dozen bij de vorige zending",
          "We need 3 x more time to decide about the order",
          "Aantal: 40 rol",
          "Tel. 030 123 4567",
          "Graag 5 st blauwe dingen en 2 st rode dingen",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("reports nothing for a line it reads, and reads each text once its product is learned", () => {
    const lines = [
      "12 x Blauwe dingen",
      "• zwarte dingen: 2 st (art. 99)",
      "Graag 5 st groene dingen.",
      "KL-4711 x 3",
      "widgets, aantal 4",
    ];
    const texts = unmatched(lines.join("\n"));
    expect(texts).toHaveLength(lines.length);
    const aliases = new Map(texts.map((text) => [aliasKey(text.productText), "H-200"]));
    const read = findTextLines(textToLines(lines.join("\n")), {
      catalogue,
      aliases,
      convention: "nl",
    });
    expect(read.unmatched).toEqual([]);
    expect(read.found.map((line) => [line.product.code, line.quantity.decimal, line.how])).toEqual(
      texts.map((text) => ["H-200", text.quantity, "alias"]),
    );
  });
});

// This held a backtracking pattern for minutes before it was bounded.
describe("findTextLines on adversarial text", () => {
  it("reads a line ending in a megabyte of spaces", () => {
    expect(find(`4 x SC-4x40-ZN${" ".repeat(1_000_000)}`)).toEqual(["SC-4x40-ZN 4"]);
    expect(find(`x${" ".repeat(1_000_000)}x`)).toEqual([]);
  });
});
