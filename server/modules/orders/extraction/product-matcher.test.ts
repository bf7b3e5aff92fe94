import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogue-fixture.ts";
import {
  aliasKey,
  findIdentifiers,
  productByAlias,
  productByIdentifier,
} from "./product-matcher.ts";

const catalogue = fixtureCatalogue();
const aliases = new Map(
  [
    ["blauwe dingen", "SC-4x40-A2"],
    ["tape", "H-200"],
    ["KL-4711", "CU-15"],
    ["4711", "GL-9"],
  ].map(([text, code]) => [aliasKey(text as string), code as string]),
);
const found = (text: string) =>
  findIdentifiers(text, catalogue, aliases).map((m) => `${m.product.code} ${m.how}`);

describe("learned aliases in the product matcher", () => {
  it("compare without case, accents, spacing and code separators, but with digits and marks", () => {
    expect(aliasKey(" KL-4711 ")).toBe(aliasKey("kl 4711"));
    expect(aliasKey("Crème  Tape.")).toBe("creme tape");
    expect(aliasKey("kabel 3x2.5")).not.toBe(aliasKey("kabel 3x25"));
    expect(aliasKey("KL4711")).not.toBe(aliasKey("KL 4711"));
    for (const text of ["Tape. .", " - Blauwe_dingen ;", "Ça va"])
      expect(aliasKey(aliasKey(text))).toBe(aliasKey(text));
  });

  it("match a whole text in any case and spacing, never before a code or EAN", () => {
    expect(productByAlias("  Blauwe   DINGEN ", catalogue, aliases)).toMatchObject({
      product: { code: "SC-4x40-A2" },
      how: "alias",
      confidence: 0.95,
    });
    expect(productByAlias("blauwe dingen groot", catalogue, aliases)).toBeNull();
    expect(productByAlias("blauwe dingen", catalogue, undefined)).toBeNull();
    expect(productByIdentifier("kl 4711", catalogue, aliases)?.product.code).toBe("CU-15");
    const codeFirst = new Map([[aliasKey("CU-15"), "H-200"]]);
    expect(productByIdentifier("CU-15", catalogue, codeFirst)?.how).toBe("code");
  });

  it("find a customer's code inside a text, but not a few words of a longer wording", () => {
    expect(found("KL-4711 graag in blauw")).toEqual(["CU-15 alias"]);
    expect(found("tape rood 19mm")).toEqual([]);
    expect(found("blauwe dingen extra groot")).toEqual([]);
  });

  it("take a numeric customer code only where a code is expected", () => {
    expect(found("4711")).toEqual(["GL-9 alias"]);
    expect(found("art. 4711")).toEqual(["GL-9 alias"]);
    expect(found("doos à 4711")).toEqual([]);
  });
});
