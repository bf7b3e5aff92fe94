import { type ChartSeries, LineChart } from "~/components/charts/line-chart";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/lib/use-translation";
import type { TimeSeries } from "../../../server/contracts/analytics/time-series";
import { formatBucket } from "./bucket-format";

/** The unit a chart's values are in, for the axis, the tooltips and the table. */
export type ChartUnit = "count" | "minutes" | "percent" | "decimal";

/**
 * One figure of the dashboard as a card: its heading, what it means, and its chart with the
 * series named in the user's language.
 */
export function DashboardChart({
  id,
  heading,
  about,
  meta,
  timestamps,
  series,
  unit,
  children,
}: {
  id: string;
  heading: string;
  about: string;
  meta: TimeSeries["meta"];
  timestamps: readonly string[];
  series: readonly ChartSeries[];
  unit: ChartUnit;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation("dashboard");
  const number = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: unit === "count" ? 0 : 1,
  });
  const formatValue = (value: number | null) => {
    if (value === null) return "—";
    if (unit === "percent") return `${number.format(value)}%`;
    if (unit === "minutes") return t("units.minutes", { value: number.format(value) });
    return number.format(value);
  };
  const named = series.map((line) => ({
    ...line,
    label: t(`series.${line.key}` as "series.received", { defaultValue: line.label }),
  }));
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="flex flex-col gap-3 p-5">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            {heading}
          </h2>
          <p className="text-sm text-muted-foreground">{about}</p>
        </div>
        {children}
        <LineChart
          title={heading}
          timestamps={timestamps}
          series={named}
          formatBucket={(timestamp) =>
            formatBucket(timestamp, meta.granularity, i18n.language, meta.timeZone)
          }
          formatValue={formatValue}
          tableCaption={t("chart.tableCaption", { figure: heading })}
          bucketHeading={t(`granularity.${meta.granularity}`)}
          showFigures={t("chart.showFigures")}
          keyboardHint={t("chart.keyboardHint")}
        />
      </Card>
    </section>
  );
}
