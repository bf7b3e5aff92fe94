import { describe, expect, it } from "vitest";
import { cleanFileName, orderFileName, withOrderId } from "./export-file-name.ts";

const ORDER = "7b0c1c8e-3f3a-4c55-9a53-0c8a7c1e2f10";

describe("export file names (issue 39, item 9)", () => {
  it("makes one safe name: no separators, control or reserved characters", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(cleanFileName("a\u0000b:c.csv")).toBe("a_b_c.csv");
    expect(cleanFileName("  PO-1.csv  ")).toBe("PO-1.csv");
    expect(cleanFileName(".PO-1.csv")).toBe("PO-1.csv");
    expect(cleanFileName("PO 1. ")).toBe("PO 1");
    expect(cleanFileName("x".repeat(300))).toHaveLength(200);
  });

  it.each(["", "   ", ".csv", "..csv", " .xml ", ".", "..."])(
    "finds no name in %j (empty, or only an extension)",
    (rendered) => {
      expect(cleanFileName(rendered)).toBeNull();
    },
  );

  it.each([
    ["CON", "_CON"],
    ["con.csv", "_con.csv"],
    ["PRN.txt", "_PRN.txt"],
    ["aux", "_aux"],
    ["NUL.tar.gz", "_NUL.tar.gz"],
    ["COM1.csv", "_COM1.csv"],
    ["com9", "_com9"],
    ["LPT1.xml", "_LPT1.xml"],
    ["Lpt9.json", "_Lpt9.json"],
    ["CON .csv", "_CON .csv"],
  ])("gives a Windows device name %s a prefix: %s", (rendered, name) => {
    expect(cleanFileName(rendered)).toBe(name);
  });

  it.each(["CONSOLE.csv", "COM10.csv", "LPT.csv", "NULL", "icon.csv", "PO-CON.csv"])(
    "leaves %s, which is no device name, as it is",
    (rendered) => {
      expect(cleanFileName(rendered)).toBe(rendered);
    },
  );

  it("names an order's file by its id when the rendered name is empty or only an extension", () => {
    expect(orderFileName(".csv", ORDER, "csv")).toBe(`${ORDER}.csv`);
    expect(orderFileName(".XML", ORDER, "csv")).toBe(`${ORDER}.XML`);
    expect(orderFileName("", ORDER, "xml")).toBe(`${ORDER}.xml`);
    expect(orderFileName("  ", ORDER, "text")).toBe(`${ORDER}.txt`);
    expect(orderFileName("PO-1.csv", ORDER, "csv")).toBe("PO-1.csv");
  });

  it("puts the order id before the extension of a name another order's file has", () => {
    expect(withOrderId("export.csv", ORDER)).toBe(`export-${ORDER}.csv`);
    expect(withOrderId("PO.2026.csv", ORDER)).toBe(`PO.2026-${ORDER}.csv`);
    expect(withOrderId("export", ORDER)).toBe(`export-${ORDER}`);
  });
});
