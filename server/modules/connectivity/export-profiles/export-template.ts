import v8 from "node:v8";
import iconv from "iconv-lite";
import {
  CaptureTag,
  Context,
  evalToken,
  type FilterImplOptions,
  Liquid,
  Tokenizer,
  TokenKind,
  TypeGuards,
  type ValueToken,
} from "liquidjs";
import type {
  ExportFormat,
  TemplateError,
} from "../../../contracts/connectivity/export-profile.ts";
import type { FileEncoding } from "../../../contracts/connectivity/file-encodings.ts";
import { cleanFileName, orderFileName } from "./export-file-name.ts";
import {
  EXPORT_OUTPUT_MAX_BYTES,
  ExportTemplateError,
  TEMPLATE_RANGE_MAX,
  templateError,
} from "./export-template-error.ts";

/**
 * Export templates (decision 046): LiquidJS, sandboxed. No file system (`templates: {}` makes
 * every include, render and layout a lookup in an empty in-memory map), only own properties of
 * the data (no prototype, no constructor), and limits on template size, render time and memory,
 * so a template can neither read a file nor run code.
 *
 * LiquidJS checks its limits between steps, not within one: a range of 40 million numbers is one
 * step that takes a gigabyte. So (decision 061) templates render only in the render pool's
 * worker threads (`export-renderer.ts`), whose time budget stops a worker that runs on; and here
 * every range is refused past TEMPLATE_RANGE_MAX before it is made, our filters count what they
 * are given against the memory limit as LiquidJS's own do, and the worker's heap is watched at
 * every step. So a hostile template ends with an error that says why, long before the worker's
 * heap cap, which Node enforces only at its best (one huge allocation can abort the process).
 */

/** Characters filters are given and numbers ranges make, per render: twice the largest file. */
const RENDER_MEMORY_UNITS = 2 * EXPORT_OUTPUT_MAX_BYTES;
/** A render stops when the heap holds more than this share of what it may hold. */
const HEAP_WATCH_SHARE = 0.5;
/** The heap is looked at every this many steps: cheap, and often enough for a loop. */
const HEAP_WATCH_STEPS = 256;

const engine = new Liquid({
  templates: {},
  ownPropertyOnly: true,
  strictFilters: true,
  cache: false,
  parseLimit: 200_000,
  jsTruthy: false,
});

class RangeTooLarge extends Error {
  override name = "RangeTooLarge";
}
class RenderTooSlow extends Error {
  override name = "RenderTooSlow";
}
class RenderTooBig extends Error {
  override name = "RenderTooBig";
}

/**
 * Every range's end, wrapped so that evaluating it first measures the range: LiquidJS makes a
 * range's numbers in one step, with no hook of its own, so its tokenizer's range reader is
 * wrapped here (liquidjs is pinned; export-template.test.ts proves it still holds).
 */
function boundedEnd(lhs: ValueToken, rhs: ValueToken): ValueToken {
  const measured = {
    *evaluate(ctx: Context): Generator<unknown, unknown, unknown> {
      const low = Number(yield evalToken(lhs, ctx));
      const high = yield evalToken(rhs, ctx);
      if (Number(high) - low + 1 > TEMPLATE_RANGE_MAX) throw new RangeTooLarge(`${low}..${high}`);
      return high;
    },
  };
  // A filtered value without filters: LiquidJS evaluates its `initial` and hands on the value.
  // (No `content` of the end's own: a token with one is taken as that value, unevaluated.)
  return {
    kind: TokenKind.FilteredValue,
    initial: measured,
    filters: [],
    input: rhs.input,
    begin: rhs.begin,
    end: rhs.end,
    file: rhs.file,
    getText: () => rhs.getText(),
    getPosition: () => rhs.getPosition(),
    size: () => rhs.size(),
  } as unknown as ValueToken;
}
const readGroupOrRange = Tokenizer.prototype.readGroupOrRange;
Tokenizer.prototype.readGroupOrRange = function (this: Tokenizer) {
  const token = readGroupOrRange.call(this);
  if (TypeGuards.isRangeToken(token)) token.rhs = boundedEnd(token.lhs, token.rhs);
  return token;
};

/** A job's time: all its renders share one deadline. */
type Budget = { ms: number; deadline: number };
const budgetOf = (ms: number): Budget => ({ ms, deadline: performance.now() + ms });

/** One render's limits, in place of LiquidJS's: the same checks, and the heap watched too. */
function renderLimits(deadline: number) {
  const heapMax = v8.getHeapStatistics().heap_size_limit * HEAP_WATCH_SHARE;
  let used = 0;
  let steps = 0;
  return {
    // LiquidJS calls check(now) before every step
    renderLimit: {
      use: () => {},
      check: (now: number) => {
        if (now > deadline) throw new RenderTooSlow();
        if (++steps % HEAP_WATCH_STEPS === 0 && v8.getHeapStatistics().used_heap_size > heapMax)
          throw new RenderTooBig();
      },
    },
    // and use(n) before it makes a string or a range of n
    memoryLimit: {
      use: (count: number) => {
        used += Math.max(0, Number(count) || 0);
        if (used > RENDER_MEMORY_UNITS) throw new RenderTooBig();
      },
      check: () => {},
    },
  };
}

/**
 * What a capture holds is counted against the render's memory as filters' results are: else a
 * capture of a capture doubles a string for free, and a filter is handed a gigabyte.
 */
class CountedCapture extends CaptureTag {
  override *render(ctx: Context): Generator<unknown, void, string> {
    yield* super.render(ctx);
    ctx.memoryLimit.use(text(ctx.bottom()[this.variable as keyof object]).length);
  }
}
engine.registerTag("capture", CountedCapture);

/** What a filter's `this` is: it holds the render's context. */
type FilterThis = ThisParameterType<Extract<FilterImplOptions, (...args: never[]) => unknown>>;
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
/**
 * The value as text, and the most the filter can make of it (`growth` times its length) counted
 * against the render's memory before anything is made.
 */
function counted(filter: FilterThis, value: unknown, growth = 1): string {
  const field = text(value);
  filter.context.memoryLimit.use(field.length * growth);
  return field;
}

/** A value as one CSV field (`;` or `,` separated): quoted when it holds a separator, quote or line break. */
engine.registerFilter("csv", function (this: FilterThis, value: unknown) {
  // each quote doubled, and two around
  const field = counted(this, value, 2);
  return /[;,"\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
});
/** Text for XML element content and attribute values. */
engine.registerFilter("xml", function (this: FilterThis, value: unknown) {
  // a ' becomes &apos;
  return counted(this, value, 6)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
});
/** Fixed-width fields: padded (or cut) to `width`. */
engine.registerFilter("pad_right", function (this: FilterThis, value: unknown, width, fill = " ") {
  return fixed(counted(this, value), width, fill, "right");
});
engine.registerFilter("pad_left", function (this: FilterThis, value: unknown, width, fill = " ") {
  return fixed(counted(this, value), width, fill, "left");
});

function fixed(field: string, width: number, fill: string, side: "left" | "right") {
  const size = Math.max(0, Math.min(Number(width) || 0, 1000));
  const pad = String(fill || " ").charAt(0) || " ";
  if (field.length >= size) return field.slice(0, size);
  return side === "right" ? field.padEnd(size, pad) : field.padStart(size, pad);
}

export type RenderedExport = { fileName: string; content: string; bytes: Buffer };

type ContextLimits = Pick<
  NonNullable<ConstructorParameters<typeof Context>[3]>,
  "memoryLimit" | "renderLimit"
>;

/** Renders one template with the order; a failure names the template, its line and column. */
async function renderOne(
  source: string,
  order: Record<string, unknown>,
  field: TemplateError["field"],
  budget: Budget,
): Promise<string> {
  try {
    const parsed = engine.parse(source);
    const limits = renderLimits(budget.deadline) as unknown as ContextLimits;
    const context = new Context({ order }, engine.options, {}, { liquid: engine, ...limits });
    const output = String(await engine.render(parsed, context));
    // the length first: measuring the bytes of a huge string would copy it whole
    if (
      output.length > EXPORT_OUTPUT_MAX_BYTES ||
      Buffer.byteLength(output) > EXPORT_OUTPUT_MAX_BYTES
    )
      throw new ExportTemplateError(templateError("too-large", field));
    return output;
  } catch (error) {
    if (error instanceof ExportTemplateError) throw error;
    throw new ExportTemplateError(templateErrorOf(error, field, budget.ms));
  }
}

/** Our limits' errors, and a string or list too long for JavaScript, under LiquidJS's wrapping. */
function codeOf(error: unknown): TemplateError["code"] {
  for (let cause = error; cause instanceof Error; ) {
    if (cause instanceof RangeTooLarge) return "range-too-large";
    if (cause instanceof RenderTooSlow) return "too-slow";
    if (cause instanceof RenderTooBig) return "too-much-memory";
    if (cause instanceof RangeError && /Invalid (string|array) length/.test(cause.message))
      return "too-much-memory";
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return null;
}

function templateErrorOf(
  error: unknown,
  field: TemplateError["field"],
  budgetMs = 0,
): TemplateError {
  const token = (error as { token?: { getPosition?: () => number[] } }).token;
  const [line, column] = token?.getPosition?.() ?? [];
  const code = codeOf(error);
  if (code) return templateError(code, field, { line, column, budgetMs });
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
    code: null,
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

export type ExportTemplates = {
  template: string;
  fileNameTemplate: string;
  encoding: FileEncoding;
  format: ExportFormat;
};

/**
 * The file for one order: the body and the file name rendered, the name made one safe file
 * name (decision 061), the body encoded. `strictName` (the preview): a name that comes out
 * empty or as only an extension, for this order or for it without its reference, is an error;
 * else (a run) such a name falls back to the order's id.
 */
export async function renderExport(
  templates: ExportTemplates,
  order: Record<string, unknown>,
  options: { budgetMs: number; strictName: boolean },
): Promise<RenderedExport> {
  const budget = budgetOf(options.budgetMs);
  const content = await renderOne(templates.template, order, "template", budget);
  const name = await renderOne(templates.fileNameTemplate, order, "file_name_template", budget);
  if (options.strictName) {
    const problem = await namesProblem(templates.fileNameTemplate, [order], budget);
    if (problem) throw new ExportTemplateError(problem);
  }
  return {
    fileName: orderFileName(name, String(order.order_id ?? "order"), templates.format),
    content,
    bytes: iconv.encode(content, templates.encoding),
  };
}

/**
 * A file-name template that comes out empty or as only an extension for one of these orders,
 * or for one of them without its reference (the order most likely to meet it), as an error.
 */
export function fileNameProblem(
  fileNameTemplate: string,
  orders: Record<string, unknown>[],
  budgetMs: number,
): Promise<TemplateError | null> {
  return namesProblem(fileNameTemplate, orders, budgetOf(budgetMs));
}

async function namesProblem(
  fileNameTemplate: string,
  orders: Record<string, unknown>[],
  budget: Budget,
): Promise<TemplateError | null> {
  for (const order of orders.flatMap((order) => [order, { ...order, order_reference: null }])) {
    const name = await renderOne(fileNameTemplate, order, "file_name_template", budget);
    if (cleanFileName(name) === null) return templateError("empty-file-name", "file_name_template");
  }
  return null;
}
