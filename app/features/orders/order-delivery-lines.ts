import type { LineError } from "./order-delivery-schema";

export type DescribedLineError = {
  /** Counted from 1, as the ERP counts the lines of the order it was sent. */
  number: number;
  /** The product code of that line in the order, when there is such a line and it has one. */
  productCode: string | null;
  message: string;
};

/**
 * The order lines a delivery's line errors can be tied to: only the newest delivery of an order
 * the ERP refused was sent as the order stands now; an older one was sent before a correction,
 * and its line 1 may be another product today (its errors then go without a product code).
 */
export function linesOfDelivery<Line>(
  inquiry: { status: string; order?: { lines: readonly Line[] } | null },
  newest: boolean,
): readonly Line[] {
  return newest && inquiry.status === "submit_failed" ? (inquiry.order?.lines ?? []) : [];
}

/** The ERP's line errors tied to the order's lines, in line order. */
export function describeLineErrors(
  lineErrors: readonly LineError[],
  lines: ReadonlyArray<{ product_code?: string | null }>,
): DescribedLineError[] {
  return [...lineErrors]
    .sort((a, b) => a.line - b.line)
    .map((error) => ({
      number: error.line,
      productCode: lines[error.line - 1]?.product_code || null,
      message: error.message,
    }));
}

/** A call's duration for people: "850 ms", "1.2 s" (in the language's number format). */
export function formatDuration(ms: number, language: string) {
  if (ms < 1000) {
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(ms)} ms`;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;
}
