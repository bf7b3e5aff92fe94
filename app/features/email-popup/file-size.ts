import { localeOf } from "~/features/reference-data/entry-value-format";

const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** An attachment's size in the user's language: "532 bytes", "12 kB", "1.4 MB" (SI units). */
export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  // 999.96 kB would round to "1000 kB": say 1 MB instead.
  if (unit > 0 && unit < units.length - 1 && Number(value.toFixed(value < 10 ? 1 : 0)) >= 1000) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(localeOf(language), {
    style: "unit",
    unit: units[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  }).format(value);
}
