import { describe, expect, it } from "vitest";
import { codeOption } from "./code-option";

// Products as an administrator may have reshaped them: the description is the first column, the
// code the AI matches on comes later, and there are two descriptions.
const productFields = [
  { purpose: "description", key: "title" },
  { purpose: "code", key: "article_no" },
  { purpose: "ean", key: "ean" },
  { purpose: "description", key: "title_nl" },
];

describe("codeOption", () => {
  it("takes the AI code field as the value, whatever comes first, and the description as detail", () => {
    expect(
      codeOption(
        { title: "Hex bolt M12x40 zinc plated", article_no: "HB-M12x40-ZN", ean: "871" },
        productFields,
        "code",
      ),
    ).toEqual({
      value: "HB-M12x40-ZN",
      label: "HB-M12x40-ZN",
      detail: "Hex bolt M12x40 zinc plated",
    });
  });

  it("takes the first description the entry has", () => {
    expect(
      codeOption({ title: "", article_no: "HB-1", title_nl: "Zeskantbout" }, productFields, "code"),
    ).toEqual({ value: "HB-1", label: "HB-1", detail: "Zeskantbout" });
  });

  it("names a customer by its number and name", () => {
    const customerFields = [
      { purpose: "name", key: "name" },
      { purpose: "number", key: "customer_number" },
    ];
    expect(
      codeOption({ name: "De Groot", customer_number: "C-100" }, customerFields, "number"),
    ).toEqual({ value: "C-100", label: "C-100", detail: "De Groot" });
  });

  it("offers the code alone when nothing describes it", () => {
    expect(codeOption({ article_no: "HB-1" }, productFields, "code")).toEqual({
      value: "HB-1",
      label: "HB-1",
    });
  });

  it("offers no entry without a code, as the extraction cannot match it", () => {
    expect(codeOption({ title: "A bolt" }, productFields, "code")).toBeNull();
    expect(codeOption({ title: "A bolt", article_no: "HB-1" }, productFields, "number")).toBeNull();
  });
});
