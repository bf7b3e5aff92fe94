import { Check, Minus } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { formatDate, formatDateTime, formatDecimal, formatInteger } from "./entry-value-format";
import type { PlacedField } from "./field-layout";

const badgeClassName =
  "inline-flex items-center rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium";

/** A value in a table cell, shown as its column's display kind says. */
export function EntryValue({ column, value }: { column: PlacedField; value: unknown }) {
  const { t, i18n } = useTranslation("reference-data");
  const language = i18n.language;
  if (column.kind === "boolean") {
    if (value === null || value === undefined) return null;
    const yes = value === true || value === "true";
    const Icon = yes ? Check : Minus;
    return (
      <span className="inline-flex items-center gap-1">
        <Icon aria-hidden="true" className="size-4" />
        {yes ? t("values.yes") : t("values.no")}
      </span>
    );
  }
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (column.kind === "advancedmultilineselect" || column.kind === "badge") {
      return (
        <ul className="flex flex-wrap gap-1">
          {value.map((item) => (
            <li key={String(item)} className={badgeClassName}>
              {String(item)}
            </li>
          ))}
        </ul>
      );
    }
    return <>{value.map(String).join(", ")}</>;
  }
  switch (column.kind) {
    case "badge":
      return <span className={badgeClassName}>{String(value)}</span>;
    case "decimal":
      return <span className="tabular-nums">{formatDecimal(value)}</span>;
    case "integer":
      return <span className="tabular-nums">{formatInteger(value, language)}</span>;
    case "date":
      return <time dateTime={String(value)}>{formatDate(value, language)}</time>;
    case "datetime":
      return <time dateTime={String(value)}>{formatDateTime(value, language)}</time>;
    default:
      return <>{String(value)}</>;
  }
}
