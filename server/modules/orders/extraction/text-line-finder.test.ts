import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogue-fixture.ts";
import type { NumberConvention } from "./number-parsing.ts";
import { findTextLines } from "./text-line-finder.ts";
import { textToLines } from "./text-to-lines.ts";

const catalogue = fixtureCatalogue();
const find = (text: string, convention: NumberConvention = "nl") =>
  findTextLines(textToLines(text), { catalogue, convention }).map(
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
