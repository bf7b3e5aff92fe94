import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import type { Difference, HeaderField, LineField, LineSummary } from "./conflict-comparison";
import type { VersionComparison } from "./order-api-errors.server";

const headerLabels = {
  customer_number: "fields.customer",
  order_reference: "fields.orderReference",
  requested_delivery_date: "fields.requestedDeliveryDate",
  delivery_address: "fields.deliveryAddress",
  remarks: "fields.remarks",
} as const satisfies Record<HeaderField, string>;

const lineLabels = {
  product_code: "fields.product",
  quantity: "fields.quantity",
  unit: "fields.unit",
  remarks: "fields.lineRemarks",
} as const satisfies Record<LineField, string>;

/**
 * Someone else saved the order first. With a comparison (after Save or Validate): each value
 * that differs, the operator's beside the saved one, with a radio pair inside the order form to
 * keep one or the other (applied by the action when they post again, with or without
 * JavaScript). Always: a link to load the saved version instead, discarding the form.
 */
export function VersionConflictNotice({
  inquiryId,
  comparison,
}: {
  inquiryId: string;
  comparison: VersionComparison | undefined;
}) {
  const { t } = useTranslation("workspace");
  const description = !comparison
    ? t("conflict.version.description")
    : comparison.differences.length
      ? t("conflict.version.compared")
      : t("conflict.version.same");
  return (
    <>
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{t("conflict.version.title")}</p>
          <p>{description}</p>
          <Link to={`/validate/${encodeURIComponent(inquiryId)}`} className="font-medium underline">
            {t("conflict.version.load")}
          </Link>
        </div>
      </div>
      {comparison?.differences.length ? (
        <section
          aria-labelledby="conflict-comparison-heading"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 p-4 dark:border-amber-800"
        >
          <h3 id="conflict-comparison-heading" className="text-base font-semibold">
            {t("conflict.compare.heading")}
          </h3>
          {comparison.differences.map((difference) => (
            <DifferenceChoice
              key={difference.name}
              difference={difference}
              chosen={comparison.chosen[difference.name] ?? "mine"}
            />
          ))}
        </section>
      ) : null}
    </>
  );
}

function DifferenceChoice({
  difference,
  chosen,
}: {
  difference: Difference;
  chosen: "mine" | "theirs";
}) {
  const { t } = useTranslation("workspace");
  const empty = t("conflict.compare.empty");
  const summary = (line: LineSummary) =>
    [line.product_code ?? empty, [line.quantity, line.unit].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(" · ");
  let legend: string;
  let mine: string;
  let theirs: string;
  if (difference.kind === "line") {
    legend =
      difference.lineNumber === null
        ? t("conflict.compare.theirLine")
        : t("conflict.compare.line", { number: difference.lineNumber });
    mine = difference.mine ? summary(difference.mine) : t("conflict.compare.noLine");
    theirs = difference.theirs ? summary(difference.theirs) : t("conflict.compare.removed");
  } else {
    legend =
      difference.kind === "header"
        ? t(headerLabels[difference.field])
        : t("conflict.compare.lineValue", {
            number: difference.lineNumber,
            field: t(lineLabels[difference.field]),
          });
    mine = difference.mine ?? empty;
    theirs = difference.theirs ?? empty;
  }
  const options = [
    { value: "mine", title: t("conflict.compare.mine"), text: mine },
    { value: "theirs", title: t("conflict.compare.theirs"), text: theirs },
  ] as const;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-w-0 cursor-pointer items-start gap-2 rounded-lg border border-border p-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name={difference.name}
              value={option.value}
              defaultChecked={chosen === option.value}
              className="mt-0.5 accent-primary"
            />
            <span className="flex min-w-0 flex-col">
              <span className="text-xs font-semibold text-muted-foreground">{option.title}</span>
              <span className="break-words whitespace-pre-line">{option.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
