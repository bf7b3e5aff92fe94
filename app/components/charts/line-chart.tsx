import { useId } from "react";
import { cn } from "~/lib/class-names";
import { useHydrated } from "~/lib/use-hydrated";
import { ChartTooltip } from "./chart-tooltip";
import { useChartCursor } from "./use-chart-cursor";

export type ChartSeries = {
  key: string;
  label: string;
  values: readonly (number | null)[];
};

/** Stroke and fill per series, readable on the light and the dark background. */
const TONES = [
  "stroke-sky-600 fill-sky-600 dark:stroke-sky-400 dark:fill-sky-400",
  "stroke-emerald-600 fill-emerald-600 dark:stroke-emerald-400 dark:fill-emerald-400",
  "stroke-amber-600 fill-amber-600 dark:stroke-amber-400 dark:fill-amber-400",
  "stroke-rose-600 fill-rose-600 dark:stroke-rose-400 dark:fill-rose-400",
  "stroke-violet-600 fill-violet-600 dark:stroke-violet-400 dark:fill-violet-400",
];
const SWATCHES = [
  "bg-sky-600 dark:bg-sky-400",
  "bg-emerald-600 dark:bg-emerald-400",
  "bg-amber-600 dark:bg-amber-400",
  "bg-rose-600 dark:bg-rose-400",
  "bg-violet-600 dark:bg-violet-400",
];

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 16, bottom: 28, left: 48 };

/** A round upper bound for the y axis: 1, 2 or 5 times a power of ten. */
export function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

/**
 * A line chart drawn as SVG on the server, so it shows without JavaScript: one line per series,
 * a dot per bucket with a tooltip (the SVG `title`), the y axis from 0 to a round maximum, the
 * first, middle and last bucket named. The same figures follow in a table for screen readers and
 * for reading exact values.
 *
 * With JavaScript the chart also answers the pointer and the keyboard (use-chart-cursor.ts): the
 * highlighted bucket gets a guide line, larger dots and a tooltip with every series' value, and
 * the same words go to a polite live region for screen readers. Only then is the chart focusable,
 * since without JavaScript there would be nothing to do there.
 */
export function LineChart({
  title,
  timestamps,
  series,
  formatBucket,
  formatValue,
  tableCaption,
  bucketHeading,
  showFigures,
  keyboardHint,
}: {
  title: string;
  timestamps: readonly string[];
  series: readonly ChartSeries[];
  formatBucket: (timestamp: string) => string;
  formatValue: (value: number | null) => string;
  tableCaption: string;
  bucketHeading: string;
  showFigures: string;
  /** How to move between buckets with the keyboard, for screen readers. */
  keyboardHint: string;
}) {
  const values = series.flatMap((line) => line.values.filter((v): v is number => v !== null));
  const top = niceMaximum(Math.max(0, ...values));
  // A middle line that would read as one of its neighbours (0.5 of a count shows as "1") goes.
  const ticks = [0, top / 2, top].filter(
    (tick, index, all) =>
      index !== 1 ||
      ![all[0], all[2]].some((other) => formatValue(other ?? 0) === formatValue(tick)),
  );
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const count = timestamps.length;
  const x = (index: number) =>
    PAD.left + (count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const named = [...new Set([0, Math.floor((count - 1) / 2), count - 1])].filter((i) => i >= 0);
  const hydrated = useHydrated();
  const hintId = useId();
  const { active, handlers } = useChartCursor({ count, plotLeft: PAD.left, plotWidth });
  const bucket = active === null ? "" : formatBucket(timestamps[active] ?? "");
  const rows =
    active === null
      ? []
      : series.map((line, index) => ({
          key: line.key,
          label: line.label,
          value: formatValue(line.values[active] ?? null),
          swatch: SWATCHES[index % SWATCHES.length] ?? "",
        }));
  const announcement =
    active === null
      ? ""
      : `${bucket} — ${rows.map((row) => `${row.label}: ${row.value}`).join(", ")}`;

  return (
    <figure className="flex flex-col gap-2">
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={title}
          aria-describedby={hydrated ? hintId : undefined}
          tabIndex={hydrated ? 0 : undefined}
          {...handlers}
          className={cn(
            "h-auto w-full overflow-visible rounded-sm text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary",
            // A finger sliding sideways moves the highlight instead of the page.
            hydrated && "touch-pan-y touch-pinch-zoom",
          )}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-current text-[11px]"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {named.map((index) => (
            <text
              key={index}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor={
                index === 0 && count > 1
                  ? "start"
                  : index === count - 1 && count > 1
                    ? "end"
                    : "middle"
              }
              className="fill-current text-[11px]"
            >
              {formatBucket(timestamps[index] ?? "")}
            </text>
          ))}
          {active === null ? null : (
            <line
              x1={x(active)}
              x2={x(active)}
              y1={PAD.top}
              y2={PAD.top + plotHeight}
              className="stroke-muted-foreground"
              strokeWidth={1}
              strokeDasharray="4 3"
            />
          )}
          {series.map((line, lineIndex) => {
            const tone = TONES[lineIndex % TONES.length];
            const points = line.values
              .map((value, index) => (value === null ? null : `${x(index)},${y(value)}`))
              .filter(Boolean)
              .join(" ");
            return (
              <g key={line.key} className={tone}>
                <polyline points={points} fill="none" strokeWidth={2} strokeLinejoin="round" />
                {line.values.map((value, index) =>
                  value === null ? null : (
                    <circle
                      key={timestamps[index]}
                      cx={x(index)}
                      cy={y(value)}
                      r={index === active ? 5.5 : 3.5}
                      className="stroke-none"
                    >
                      {/* The tooltip of the chart without JavaScript; with it, ChartTooltip's. */}
                      {hydrated ? null : (
                        <title>{`${formatBucket(timestamps[index] ?? "")} — ${line.label}: ${formatValue(value)}`}</title>
                      )}
                    </circle>
                  ),
                )}
              </g>
            );
          })}
        </svg>
        {active === null ? null : (
          <ChartTooltip bucket={bucket} rows={rows} x={x(active) / WIDTH} top={PAD.top / HEIGHT} />
        )}
      </div>
      {hydrated ? (
        <p id={hintId} hidden>
          {keyboardHint}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((line, index) => (
          <span key={line.key} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn("size-2.5 rounded-full", SWATCHES[index % SWATCHES.length])}
            />
            {line.label}
          </span>
        ))}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{showFigures}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">
                  {bucketHeading}
                </th>
                {series.map((line) => (
                  <th key={line.key} scope="col" className="px-2 py-1 text-right font-medium">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {timestamps.map((timestamp, index) => (
                <tr key={timestamp} className="border-t border-border">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {formatBucket(timestamp)}
                  </th>
                  {series.map((line) => (
                    <td key={line.key} className="px-2 py-1 text-right tabular-nums">
                      {formatValue(line.values[index] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
