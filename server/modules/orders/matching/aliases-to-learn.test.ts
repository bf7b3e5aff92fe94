import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "../extraction/catalogue-fixture.ts";
import { aliasesToLearn } from "./aliases-to-learn.ts";

const catalogue = fixtureCatalogue();

describe("aliasesToLearn", () => {
  it("learns a line's product wording for the customer, and the sender for the customer", () => {
    const { learn, skipped } = aliasesToLearn(catalogue, "C300", {
      lines: [
        { productText: "Blauwe  dingen", productCode: "sc-4x40-a2" },
        { lineText: "• 12 x Rode dingen", productCode: "H-200" },
      ],
      sender: " Orders@Hotel-Noord.example ",
    });
    expect(skipped).toEqual([]);
    expect(learn).toEqual([
      {
        kind: "product",
        customerNumber: "C300",
        sourceKey: "blauwe dingen",
        sourceText: "Blauwe dingen",
        targetCode: "SC-4x40-A2",
      },
      {
        kind: "product",
        customerNumber: "C300",
        sourceKey: "rode dingen",
        sourceText: "Rode dingen",
        targetCode: "H-200",
      },
      {
        kind: "customer",
        customerNumber: null,
        sourceKey: "orders@hotel-noord.example",
        sourceText: "Orders@Hotel-Noord.example",
        targetCode: "C300",
      },
    ]);
  });

  it("never learns empty text, a code or EAN, several products, or what the catalogue lacks or knows", () => {
    const { learn, skipped } = aliasesToLearn(catalogue, "C100", {
      lines: [
        { productText: "  ", productCode: "H-200" },
        { lineText: "12 x (art. 5)", productCode: "H-200" },
        { productText: "cu 15", productCode: "H-200" },
        { productText: "8711111111130", productCode: "H-200" },
        { lineText: "Graag 5 st blauwe dingen en 2 st tape", productCode: "H-200" },
        { productText: "blauwe dingen", productCode: "NOPE-1" },
      ],
      sender: "inkoop@dezon.nl",
    });
    expect(learn).toEqual([]);
    expect(skipped.map((s) => s.reason)).toEqual([
      "empty",
      "empty",
      "names-a-code",
      "names-a-code",
      "several-products",
      "unknown-product",
      "known-sender",
    ]);
    expect(
      aliasesToLearn(catalogue, "C999", {
        lines: [{ productText: "blauwe dingen", productCode: "H-200" }],
        sender: "x@y.example",
      }).skipped.map((s) => s.reason),
    ).toEqual(["unknown-customer", "unknown-customer"]);
  });

  it("learns a wording once per call, the last choice winning", () => {
    const { learn } = aliasesToLearn(catalogue, "C100", {
      lines: [
        { productText: "Blauwe dingen", productCode: "H-200" },
        { productText: "blauwe dingen.", productCode: "CU-15" },
      ],
    });
    expect(learn.map((a) => [a.sourceKey, a.targetCode])).toEqual([["blauwe dingen", "CU-15"]]);
  });
});
