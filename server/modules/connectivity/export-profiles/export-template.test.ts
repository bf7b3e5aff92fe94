import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { EXPORT_FORMATS } from "../../../contracts/connectivity/export-profile.ts";
import { renderExport } from "./export-template.ts";
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
const options = { budgetMs: 2_000, strictName: false };
const render = (template: string, fileNameTemplate = "x.txt", encoding = "UTF-8" as const) =>
  renderExport({ template, fileNameTemplate, encoding, format: "csv" }, order, options);

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
      {
        template: "{{ order.remarks }} – café",
        fileNameTemplate: "a.txt",
        encoding: "ISO-8859-1",
        format: "text",
      },
      { ...order, remarks: "Prijs €" },
      options,
    );
    expect(iconv.decode(file.bytes, "ISO-8859-1")).toBe("Prijs ? – café".replace("–", "?"));
    const latin9 = await renderExport(
      { template: "€ café", fileNameTemplate: "a.txt", encoding: "ISO-8859-15", format: "text" },
      order,
      options,
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

  it("stops an endless render, a long range and a string grown by our filters, saying which", async () => {
    const started = Date.now();
    const endless = await render(
      "{% for a in (1..100000) %}{% for b in (1..100000) %}x{% endfor %}{% endfor %}",
    ).catch((error) => error);
    expect(endless.detail).toMatchObject({ field: "template", code: "too-slow" });
    expect(endless.detail.message).toBe(
      "The template took longer than 2 seconds to render: it does too much",
    );
    expect(Date.now() - started).toBeLessThan(10_000);

    const range = await render("ok\n{% for i in (1..40000000) %}{{ i }}{% endfor %}").catch(
      (error) => error,
    );
    expect(range.detail).toMatchObject({ code: "range-too-large", line: 2, column: 1 });
    const rows = await render("{% tablerow i in (0..100000) %}{{ i }}{% endtablerow %}").catch(
      (error) => error,
    );
    expect(rows.detail).toMatchObject({ code: "range-too-large" });
    // not only in loops: every range is measured before it is made
    for (const kept of [
      "{% assign r = (1..19000000) %}{{ r | size }}",
      "{{ (1..200000) | size }}",
      "{% if (1..300000) contains 5 %}y{% endif %}",
    ]) {
      const refused = await render(kept).catch((error) => error);
      expect(refused.detail).toMatchObject({ code: "range-too-large" });
    }
    // (1..n) of the order's own size, and a range at the limit, are fine
    expect((await render("{% for i in (1..order.lines.size) %}{{ i }}{% endfor %}")).content).toBe(
      "12",
    );
    expect((await render("{% for i in (1..100000) %}{% endfor %}")).content).toBe("");

    // Our filters count against the memory limit too: csv doubles a string of quotes.
    const doubled = await renderExport(
      {
        template:
          "{% assign s = '\"' %}{% for i in (1..17) %}{% assign s = s | append: s %}{% endfor %}{% for i in (1..10) %}{% assign s = s | csv %}{% endfor %}{{ s | size }}",
        fileNameTemplate: "a.csv",
        encoding: "UTF-8",
        format: "csv",
      },
      order,
      { budgetMs: 30_000, strictName: false },
    ).catch((error) => error);
    expect(doubled.detail).toMatchObject({ field: "template", code: "too-much-memory" });

    const huge = await render(
      '{% assign s = "xxxxxxxxxx" %}{% for i in (1..25) %}{% capture s %}{{ s }}{{ s }}{% endcapture %}{% endfor %}{{ s }}',
    ).catch((error) => error);
    expect(huge.detail).toMatchObject({ code: "too-much-memory" });
    // the output itself is bounded too
    const large = await render(
      "{% for i in (1..11000) %}{{ order.remarks | pad_left: 1000 }}{% endfor %}",
    ).catch((error) => error);
    expect(large.detail).toMatchObject({ code: "too-large" });
  });

  it("refuses, when asked to, a file name that comes out empty or as only an extension", async () => {
    const strict = (fileNameTemplate: string, data = order) =>
      renderExport({ template: "x", fileNameTemplate, encoding: "UTF-8", format: "csv" }, data, {
        budgetMs: 2_000,
        strictName: true,
      }).catch((error) => error);
    // this order has a reference; one without would have none
    const withoutReference = await strict("{{ order.order_reference }}.csv");
    expect(withoutReference.detail).toMatchObject({
      field: "file_name_template",
      code: "empty-file-name",
    });
    expect((await strict("{{ order.nothing }}")).detail).toMatchObject({ code: "empty-file-name" });
    expect(
      (await strict("{{ order.order_reference | default: order.order_id }}.csv")).fileName,
    ).toBe("PO-2026_114.csv");
    // a run does not refuse it: the order's id stands in
    const run = await render("x", "{{ order.missing }}.csv");
    expect(run.fileName).toBe(`${order.order_id}.csv`);
  });
});
