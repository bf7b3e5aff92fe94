import { localeOf } from "~/features/reference-data/entry-value-format";

/** A fraction (0..1), such as AI accuracy or confidence, as a whole percentage: "87%". */
export function formatPercent(value: number | null | undefined, language: string): string {
  if (value == null || !Number.isFinite(value)) return "";
  return new Intl.NumberFormat(localeOf(language), {
    style: "percent",
    maximumFractionDigits: 0,
  }).format(value);
}
