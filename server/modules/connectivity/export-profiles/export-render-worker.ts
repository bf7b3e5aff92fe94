import { serveBudgetedJobs } from "../../../security/budgeted-worker.ts";
import type { TemplateJob, TemplateOutcome } from "./export-render-messages.ts";
import { checkTemplate, fileNameProblem, renderExport } from "./export-template.ts";
import { ExportTemplateError } from "./export-template-error.ts";

/**
 * A worker thread of the template render pool (decision 061): renders or checks one export
 * template at a time. A template error is an answer; anything else fails the job.
 */
serveBudgetedJobs<TemplateJob, TemplateOutcome>(async (job) => {
  try {
    if (job.kind === "check") {
      const error =
        checkTemplate(job.template, "template") ??
        checkTemplate(job.fileNameTemplate, "file_name_template") ??
        (await fileNameProblem(job.fileNameTemplate, job.orders, job.budgetMs));
      return { file: null, error };
    }
    const file = await renderExport(job.templates, job.order, {
      budgetMs: job.budgetMs,
      strictName: job.strictName,
    });
    // a copy of just these bytes: a small Buffer is a view of a shared 8 KB pool
    return { file: { ...file, bytes: new Uint8Array(file.bytes) }, error: null };
  } catch (error) {
    if (error instanceof ExportTemplateError) return { file: null, error: error.detail };
    throw error;
  }
});
