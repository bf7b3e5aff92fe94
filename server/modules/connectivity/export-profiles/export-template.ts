import iconv from "iconv-lite";
import { Liquid } from "liquidjs";
import type { TemplateError } from "../../../contracts/connectivity/export-profile.ts";
import type { FileEncoding } from "../../../contracts/connectivity/file-encodings.ts";

/**
 * Export templates (decision 046): LiquidJS, sandboxed. No file system (`templates: {}` makes
 * every include, render and layout a lookup in an empty in-memory map), only own properties of
 * the data (no prototype, no constructor), and limits on template size, render time and memory,
 * so a template can neither read a file, run code nor hold the event loop.
 */

export const EXPORT_RENDER_LIMIT_MS = 2_000;
export const EXPORT_OUTPUT_MAX_BYTES = 10 * 1024 * 1024;

const engine = new Liquid({
  templates: {},
  ownPropertyOnly: true,
  strictFilters: true,
  cache: false,
  parseLimit: 200_000,
  renderLimit: EXPORT_RENDER_LIMIT_MS,
  memoryLimit: 50_000_000,
  jsTruthy: false,
});

/** A value as one CSV field (`;` or `,` separated): quoted when it holds a separator, quote or line break. */
engine.registerFilter("csv", (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[;,"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
});
/** Text for XML element content and attribute values. */
engine.registerFilter("xml", (value: unknown) =>
  (value === null || value === undefined ? "" : String(value))
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;"),
);
/** Fixed-width fields: padded (or cut) to `width`. */
engine.registerFilter("pad_right", (value: unknown, width: number, fill = " ") =>
  fixed(value, width, fill, "right"),
);
engine.registerFilter("pad_left", (value: unknown, width: number, fill = " ") =>
  fixed(value, width, fill, "left"),
);

function fixed(value: unknown, width: number, fill: string, side: "left" | "right") {
  const text = value === null || value === undefined ? "" : String(value);
  const size = Math.max(0, Math.min(Number(width) || 0, 1000));
  const pad = String(fill || " ").charAt(0) || " ";
  if (text.length >= size) return text.slice(0, size);
  return side === "right" ? text.padEnd(size, pad) : text.padStart(size, pad);
}

export type RenderedExport = { fileName: string; content: string; bytes: Buffer };

export class ExportTemplateError extends Error {
  override name = "ExportTemplateError";
  constructor(readonly detail: TemplateError) {
    super(detail.message);
  }
}

/** Renders one template with the order; a failure names the template, its line and column. */
async function renderOne(
  source: string,
  order: Record<string, unknown>,
  field: TemplateError["field"],
): Promise<string> {
  try {
    const parsed = engine.parse(source);
    const output = String(await engine.render(parsed, { order }));
    if (Buffer.byteLength(output) > EXPORT_OUTPUT_MAX_BYTES) {
      throw new ExportTemplateError({
        message: "The file would be larger than 10 MB",
        line: null,
        column: null,
        field,
      });
    }
    return output;
  } catch (error) {
    if (error instanceof ExportTemplateError) throw error;
    throw new ExportTemplateError(templateErrorOf(error, field));
  }
}

function templateErrorOf(error: unknown, field: TemplateError["field"]): TemplateError {
  const token = (error as { token?: { getPosition?: () => number[] } }).token;
  const [line, column] = token?.getPosition?.() ?? [];
  // Liquid appends ", line:1, col:5" and the template's lines; the editor shows them itself.
  const message = String((error as Error).message ?? error)
    .split("\n")[0]
    ?.replace(/, line:\d+, col:\d+$/, "")
    .replace(
      /^Failed to lookup "([^"]*)" in "[^"]*"$/,
      'Templates cannot include other files ("$1")',
    );
  return {
    message: message || "The template could not be rendered",
    line: line ?? null,
    column: column ?? null,
    field,
  };
}

/** A template's syntax problem (null: it parses), as the editor shows it. */
export function checkTemplate(source: string, field: TemplateError["field"]): TemplateError | null {
  try {
    engine.parse(source);
    return null;
  } catch (error) {
    return templateErrorOf(error, field);
  }
}

/**
 * The file for one order: the body and the file name rendered, the name made one safe file
 * name, the body encoded.
 */
export async function renderExport(
  templates: { template: string; fileNameTemplate: string; encoding: FileEncoding },
  order: Record<string, unknown>,
): Promise<RenderedExport> {
  const content = await renderOne(templates.template, order, "template");
  const name = await renderOne(templates.fileNameTemplate, order, "file_name_template");
  return {
    fileName: safeFileName(name, String(order.order_id ?? "order")),
    content,
    bytes: iconv.encode(content, templates.encoding),
  };
}

/** One file name: no separators, control or reserved characters, no leading dot, ≤ 200. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "_")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 200)
    .trim();
  return cleaned || `${fallback}.txt`;
}
