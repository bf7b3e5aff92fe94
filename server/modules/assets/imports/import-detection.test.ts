import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { mapColumnsToFields } from "./column-mapping.ts";
import { detectDelimiter } from "./detect-delimiter.ts";
import { detectEncoding } from "./detect-encoding.ts";

describe("detectEncoding", () => {
  it("tells UTF-8 from the single-byte encodings", () => {
    expect(detectEncoding(Buffer.from("naam;plaats\nMüller;Liège\n", "utf8"))).toBe("UTF-8");
    expect(detectEncoding(iconv.encode("naam;plaats\nMüller;Liège\n", "latin1"))).toBe(
      "ISO-8859-1",
    );
    expect(detectEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toBe("UTF-8");
    expect(detectEncoding(Buffer.from("plain ascii"))).toBe("UTF-8");
  });

  it("is not fooled by a multi-byte character cut off at the end of the sample", () => {
    const text = Buffer.from("Liège", "utf8");
    expect(detectEncoding(text.subarray(0, text.length - 1))).toBe("UTF-8");
  });
});

describe("detectDelimiter", () => {
  it("finds the delimiter that splits every line alike, quotes respected", () => {
    expect(detectDelimiter("sku;price\nA;1,50\nB;2,75\n")).toBe(";");
    expect(detectDelimiter('sku,description\nA,"Bolt; M5"\nB,"Nut, M6"\n')).toBe(",");
    expect(detectDelimiter("sku\tean\nA\t1\nB\t2\n")).toBe("\t");
    expect(detectDelimiter("sku|ean\nA|1\n")).toBe("|");
    expect(detectDelimiter("sku\nA\n")).toBe(";");
  });
});

describe("mapColumnsToFields", () => {
  const fields = [
    { key: "sku", label: "Product code" },
    { key: "email_domains", label: "E-mail domains" },
    { key: "description_nl", label: "Omschrijving" },
    { key: "price", label: "Price" },
  ];

  it("matches headers to keys or labels, ignoring case, accents, punctuation and plurals", () => {
    expect(
      mapColumnsToFields(["SKU", "E-mail domain", "Omschrijving", "Prijs", "PRICE"], fields),
    ).toEqual(["sku", "email_domains", "description_nl", null, "price"]);
  });

  it("uses a field once, preferring the exact name", () => {
    expect(mapColumnsToFields(["Product codes", "Product code"], fields)).toEqual([null, "sku"]);
  });
});
