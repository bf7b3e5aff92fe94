import { performance } from "node:perf_hooks";
import type { ExportFormat } from "../../server/contracts/connectivity/export-profile.ts";
import {
  EXPORT_PREVIEW_BUDGET_MS,
  TemplateRenderPool,
} from "../../server/modules/connectivity/export-profiles/export-renderer.ts";
import { ExportTemplateError } from "../../server/modules/connectivity/export-profiles/export-template-error.ts";
import { STARTER_TEMPLATES } from "../../server/modules/connectivity/export-profiles/starter-templates.ts";

/**
 * The export template previews of `npm run bench:adversarial` (decision 061): each starter
 * template (a kind of file) and each hostile template rendered as a preview is, through the
 * render pool's worker threads under the preview budget, with an order of LINES lines. Prints
 * per kind the slowest of RUNS renders and how it ended; and what starting a worker costs.
 */
const LINES = 1_000;
const RUNS = 5;

const HOSTILE: Record<string, string> = {
  "hostile: range loop of 40 million": "{% for i in (1..40000000) %}{{ i }}{% endfor %}",
  "hostile: range of 19 million kept": "{% assign r = (1..19000000) %}{{ r | size }}",
  "hostile: three nested loops":
    "{% for a in (1..90000) %}{% for b in (1..90000) %}{% for c in (1..90000) %}{% if c == 0 %}x{% endif %}{% endfor %}{% endfor %}{% endfor %}",
  "hostile: output written ten billion times":
    "{% for a in (1..100000) %}{% for b in (1..100000) %}{{ a }}{{ b }}{% endfor %}{% endfor %}",
  "hostile: string doubled by capture":
    '{% assign s = "xxxxxxxxxx" %}{% for i in (1..25) %}{% capture s %}{{ s }}{{ s }}{% endcapture %}{% endfor %}{{ s | replace: "", "y" }}',
  "hostile: string doubled by append":
    '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}',
  "hostile: quotes doubled by csv":
    "{% assign s = '\"' %}{% for i in (1..17) %}{% assign s = s | append: s %}{% endfor %}{% for i in (1..10) %}{% assign s = s | csv %}{% endfor %}{{ s | size }}",
};

const order = {
  order_id: "7b0c1c8e-3f3a-4c55-9a53-0c8a7c1e2f10",
  status: "validated",
  order_reference: "PO-2026/114",
  requested_delivery_date: "2026-12-03",
  delivery_address: "Kaai 12, 2000 Antwerpen",
  remarks: 'Bel "vooraf" & <snel>',
  customer: { number: "C-1001", name: "Bakkerij Janssens; Zonen" },
  lines: Array.from({ length: LINES }, (_, index) => ({
    line: index + 1,
    product_code: `P-${index}`,
    product_description: `Product ${index}, "vers"`,
    quantity: "12.5",
    unit: "kg",
    remarks: null,
  })),
  validated_at: "2026-11-27T10:00:00Z",
};

export async function benchExportTemplatePreviews(): Promise<string[][]> {
  const pool = new TemplateRenderPool(1);
  const kinds: [string, string, string, ExportFormat][] = [
    ...(Object.keys(STARTER_TEMPLATES) as ExportFormat[]).map(
      (format) =>
        [
          `starter: ${format}`,
          STARTER_TEMPLATES[format].template,
          STARTER_TEMPLATES[format].fileName,
          format,
        ] as [string, string, string, ExportFormat],
    ),
    ...Object.entries(HOSTILE).map(
      ([name, template]) =>
        [name, template, "{{ order.order_id }}.txt", "text"] as [
          string,
          string,
          string,
          ExportFormat,
        ],
    ),
  ];
  const rows: string[][] = [["template kind", "slowest preview ms", "ended", "workers after"]];
  try {
    // the first render starts the worker: that is what a new worker per render would cost
    const started = performance.now();
    await pool.render(
      { template: "x", fileNameTemplate: "x.txt", encoding: "UTF-8", format: "text" },
      order,
      { budgetMs: EXPORT_PREVIEW_BUDGET_MS, strictName: true },
    );
    rows.push([
      "(a worker started, and one render)",
      (performance.now() - started).toFixed(1),
      "ok",
      String(pool.workers),
    ]);
    for (const [name, template, fileNameTemplate, format] of kinds) {
      let slowest = 0;
      let ended = "ok";
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        try {
          await pool.render({ template, fileNameTemplate, encoding: "UTF-8", format }, order, {
            budgetMs: EXPORT_PREVIEW_BUDGET_MS,
            strictName: true,
          });
        } catch (error) {
          if (!(error instanceof ExportTemplateError)) throw error;
          ended = error.detail.code ?? error.detail.message;
        }
        slowest = Math.max(slowest, performance.now() - start);
      }
      rows.push([name, slowest.toFixed(1), ended, String(pool.workers)]);
      console.log(rows.at(-1)?.join("  |  "));
    }
  } finally {
    await pool.close();
  }
  return rows;
}
