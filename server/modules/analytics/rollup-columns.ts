/**
 * The counting columns of analytics_hourly and analytics_daily (decision 049) and the name each
 * sum has in code. Sums of milliseconds and of accuracy shares are read as float8; the rest as
 * int.
 */
export const ROLLUP_FIGURES = {
  emails: "emails",
  received: "received",
  lines: "lines",
  validated: "validated",
  rejected: "rejected",
  reopened: "reopened",
  sent_ok: "sentOk",
  ai_errors: "aiErrors",
  erp_errors: "erpErrors",
  accuracy_sum: "accuracySum",
  accuracy_count: "accuracyCount",
  touchless: "touchless",
  validate_ms_sum: "validateMsSum",
  validate_count: "validateCount",
  submit_ms_sum: "submitMsSum",
  submit_count: "submitCount",
} as const;

export const ROLLUP_FIGURE_COLUMNS = Object.keys(ROLLUP_FIGURES);

const FLOAT_COLUMNS = new Set(["accuracy_sum", "validate_ms_sum", "submit_ms_sum"]);

/** `coalesce(sum(emails), 0)::int as emails, …` for every figure. */
export const ROLLUP_SUMS_SQL = Object.entries(ROLLUP_FIGURES)
  .map(
    ([column, name]) =>
      `coalesce(sum(${column}), 0)::${FLOAT_COLUMNS.has(column) ? "float8" : "int"} as "${name}"`,
  )
  .join(", ");
