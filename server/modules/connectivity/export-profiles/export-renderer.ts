import type { TemplateError } from "../../../contracts/connectivity/export-profile.ts";
import { BudgetedWorkerPool } from "../../../security/budgeted-worker-pool.ts";
import type { TemplateJob, TemplateOutcome } from "./export-render-messages.ts";
import type { ExportTemplates, RenderedExport } from "./export-template.ts";
import { ExportTemplateError, templateError } from "./export-template-error.ts";

/**
 * Export templates are written by a tenant's administrator and rendered in the process that
 * serves every tenant: so only here, in worker threads of a budgeted worker pool (decisions 021
 * and 061). A render over its budget has its worker stopped and replaced; a worker's heap is
 * capped. Either way the template gets an error that says so, and the process goes on.
 */

/** The editor's preview and check: an order's file takes milliseconds; a second is plenty. */
export const EXPORT_PREVIEW_BUDGET_MS = 1_000;
/** A run, in the background: room for an order of thousands of lines on a busy machine (the limit LiquidJS kept before). */
export const EXPORT_RUN_BUDGET_MS = 2_000;
/** Shared by previews and runs; renders wait their turn. */
const RENDER_WORKERS = 2;
/**
 * A render stops itself at its budget, saying so, and its worker goes on; the pool stops a worker
 * that has not within this much more (one step of the template that does not end).
 */
const GRACE_MS = 250;
/** A file is at most 10 MB: its string, its bytes and the order fit many times. */
const RENDER_HEAP_MB = 256;

export class TemplateRenderPool {
  private readonly pool: BudgetedWorkerPool<TemplateJob, TemplateOutcome>;

  constructor(size = RENDER_WORKERS) {
    this.pool = new BudgetedWorkerPool({
      module: new URL("./export-render-worker.ts", import.meta.url),
      size,
      budgetMs: EXPORT_RUN_BUDGET_MS,
      heapMb: RENDER_HEAP_MB,
      // It cannot be told which of the two templates ran on: the body, nearly always.
      overBudget: (budgetMs) =>
        new ExportTemplateError(
          templateError("too-slow", "template", { budgetMs: budgetMs - GRACE_MS }),
        ),
      outOfMemory: () => new ExportTemplateError(templateError("too-much-memory", "template")),
    });
  }

  /** Worker threads alive now: a stopped one is replaced, never kept. */
  get workers(): number {
    return this.pool.workers;
  }

  /** The file for one order; a template that cannot make it throws ExportTemplateError. */
  async render(
    templates: ExportTemplates,
    order: Record<string, unknown>,
    options: { budgetMs: number; strictName: boolean },
  ): Promise<RenderedExport> {
    const outcome = await this.pool.run(
      { kind: "render", templates, order, ...options },
      { budgetMs: options.budgetMs + GRACE_MS },
    );
    if (outcome.error || !outcome.file) {
      throw new ExportTemplateError(outcome.error ?? templateError("too-much-memory", "template"));
    }
    const { bytes, ...file } = outcome.file;
    return { ...file, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  }

  /**
   * The templates' first problem, or null: each parses, and the file name comes out as a name
   * for each of `orders` (and for each without its reference).
   */
  async check(
    templates: { template: string; fileNameTemplate: string },
    orders: Record<string, unknown>[],
  ): Promise<TemplateError | null> {
    const budgetMs = EXPORT_PREVIEW_BUDGET_MS;
    try {
      const outcome = await this.pool.run(
        { kind: "check", ...templates, orders, budgetMs },
        { budgetMs: budgetMs + GRACE_MS },
      );
      return outcome.error;
    } catch (error) {
      // a check renders only the file name: a render stopped from outside was the file name's
      if (error instanceof ExportTemplateError)
        return { ...error.detail, field: "file_name_template" };
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

let shared: TemplateRenderPool | null = null;

/** The process' pool, started on first use. */
export function sharedTemplateRenderPool(): TemplateRenderPool {
  shared ??= new TemplateRenderPool();
  return shared;
}
