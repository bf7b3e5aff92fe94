import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { EXPORT_FORMATS } from "../../../contracts/connectivity/export-profile.ts";
import { renderExport, safeFileName } from "./export-template.ts";
import { STARTER_TEMPLATES } from "./starter-templates.ts";

const order = {
  order_id: "7b0c1c8e-3f3a-4c55-9a53-0c8a7c1e2f10",
  order_reference: "PO-2026/114",
  requested_delivery_date: "2026-12-03",
  delivery_address: "Kaai 12, 2000 Antwerpen",
  remarks: 'Bel "vooraf" & <snel>',
  customer: { number: "C-1001", name: "Bakkerij Janssens; Zonen" },
  lines: [
    {
      line: 1,
      product_code: "P-10",
      product_description: "Bloem type 55",
      quantity: "12.5",
      unit: "kg",
      remarks: null,
    },
    {
      line: 2,
      product_code: "P-20",
      product_description: "Gist, vers",
      quantity: "3",
      unit: "st",
      remarks: null,
    },
  ],
};
const render = (template: string, fileNameTemplate = "x.txt", encoding = "UTF-8" as const) =>
  renderExport({ template, fileNameTemplate, encoding }, order);

describe("export templates", () => {
  it("renders the CSV starter with the header on each line and fields quoted where needed", async () => {
    const { template, fileName } = STARTER_TEMPLATES.csv;
    const file = await render(template, fileName);
    expect(file.fileName).toBe("PO-2026_114.csv");
    expect(file.content.trim().split("\n")).toEqual([
      "order_reference;customer_number;customer_name;requested_delivery_date;line;product_code;description;quantity;unit",
      'PO-2026/114;C-1001;"Bakkerij Janssens; Zonen";2026-12-03;1;P-10;Bloem type 55;12.5;kg',
      'PO-2026/114;C-1001;"Bakkerij Janssens; Zonen";2026-12-03;2;P-20;"Gist, vers";3;st',
    ]);
  });

  it("renders the XML, JSON and fixed-width starters as valid files of their kind", async () => {
    const xml = await render(STARTER_TEMPLATES.xml.template);
    expect(xml.content).toContain("<remarks>Bel &quot;vooraf&quot; &amp; &lt;snel&gt;</remarks>");
    expect(xml.content.match(/<line number=/g)).toHaveLength(2);
    const json = JSON.parse((await render(STARTER_TEMPLATES.json.template)).content);
    expect(json.lines).toEqual([
      { line: 1, product: "P-10", quantity: "12.5", unit: "kg" },
      { line: 2, product: "P-20", quantity: "3", unit: "st" },
    ]);
    const text = (await render(STARTER_TEMPLATES.text.template)).content.split("\n");
    expect(text[0]).toBe(`H${"PO-2026/114".padEnd(20)}${"C-1001".padEnd(10)}2026-12-03`);
    expect(text[1]).toBe(`L0001${"P-10".padEnd(20)}${"12.5".padStart(10)}kg   `);
    for (const format of EXPORT_FORMATS) expect(STARTER_TEMPLATES[format].template).toBeTruthy();
  });

  it("encodes the file in the chosen encoding", async () => {
    const file = await renderExport(
      { template: "{{ order.remarks }} – café", fileNameTemplate: "a.txt", encoding: "ISO-8859-1" },
      { ...order, remarks: "Prijs €" },
    );
    expect(iconv.decode(file.bytes, "ISO-8859-1")).toBe("Prijs ? – café".replace("–", "?"));
    const latin9 = await renderExport(
      { template: "€ café", fileNameTemplate: "a.txt", encoding: "ISO-8859-15" },
      order,
    );
    expect([...latin9.bytes]).toEqual([0xa4, 0x20, 0x63, 0x61, 0x66, 0xe9]);
  });

  it("names the line and column of a template error", async () => {
    const failed = await render("line one\n{{ order.reference | nope }}").catch((error) => error);
    expect(failed.detail).toMatchObject({ field: "template", line: 2, column: 1 });
    expect(failed.detail.message).toContain("nope");
    const unclosed = await render("ok", "{% if x %}").catch((error) => error);
    expect(unclosed.detail).toMatchObject({ field: "file_name_template", line: 1 });
  });

  it.each([
    "{% include '/etc/passwd' %}",
    "{% render '../../package.json' %}",
    "{% layout '/etc/hostname' %}",
  ])("cannot read a file: %s", async (template) => {
    const failed = await render(template).catch((error) => error);
    expect(failed.detail.message).toMatch(/cannot include other files|not found|lookup/i);
  });

  it("cannot reach prototypes or constructors of the data", async () => {
    const file = await render(
      "[{{ order.constructor }}][{{ order.__proto__ }}][{{ order.lines.constructor.name }}][{{ order.toString }}]",
    );
    expect(file.content).toBe("[][][][]");
  });

  it("stops an endless render and an enormous output within its limits", async () => {
    const started = Date.now();
    const endless = await render(
      "{% for a in (1..100000) %}{% for b in (1..100000) %}x{% endfor %}{% endfor %}",
    ).catch((error) => error);
    expect(endless.detail.message).toMatch(/limit/i);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("makes one safe file name", () => {
    expect(safeFileName("../../etc/passwd", "o")).toBe("_.._etc_passwd");
    expect(safeFileName("  ", "o-1")).toBe("o-1.txt");
    expect(safeFileName("a\u0000b:c.csv", "o")).toBe("a_b_c.csv");
  });
});
