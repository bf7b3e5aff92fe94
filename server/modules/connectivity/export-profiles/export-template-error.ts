import type {
  TemplateError,
  TemplateErrorCode,
} from "../../../contracts/connectivity/export-profile.ts";

/** A file over this is refused: no receiving system expects one order to be larger. */
export const EXPORT_OUTPUT_MAX_BYTES = 10 * 1024 * 1024;
/** A range (`(1..n)`) a loop walks may hold this many numbers: an order has far fewer lines. */
export const TEMPLATE_RANGE_MAX = 100_000;

/** A template that cannot make the file; `detail` says where and why, for the editor. */
export class ExportTemplateError extends Error {
  override name = "ExportTemplateError";
  constructor(readonly detail: TemplateError) {
    super(detail.message);
  }
}

/** The English words of the errors Fennec raises itself; the web translates them by code. */
const MESSAGES: Record<TemplateErrorCode, (budgetMs: number) => string> = {
  "too-slow": (budgetMs) =>
    `The template took longer than ${budgetMs / 1000} seconds to render: it does too much`,
  "too-much-memory": () => "The template needs too much memory to render",
  "range-too-large": () =>
    `A range may hold at most ${TEMPLATE_RANGE_MAX.toLocaleString("en")} numbers`,
  "too-large": () => "The file would be larger than 10 MB",
  "empty-file-name": () =>
    "The file name comes out empty, or as only an extension, for an order without a reference: add something every order has, such as {{ order.order_id }}",
};

export function templateError(
  code: TemplateErrorCode,
  field: TemplateError["field"],
  where: { line?: number | null; column?: number | null; budgetMs?: number } = {},
): TemplateError {
  return {
    message: MESSAGES[code](where.budgetMs ?? 0),
    line: where.line ?? null,
    column: where.column ?? null,
    field,
    code,
  };
}
