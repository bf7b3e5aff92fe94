import { cn } from "~/lib/class-names";

export type ChartTooltipRow = { key: string; label: string; value: string; swatch: string };

/**
 * The highlighted bucket's figures, over the chart: the bucket as the axis names it, then each
 * series with its colour and value. It sits beside the guide line, on the side with more room,
 * at most half the chart wide, so it covers neither the highlighted dots nor anything beyond the
 * chart; it lets the pointer through, so the chart keeps following it.
 */
export function ChartTooltip({
  bucket,
  rows,
  x,
  top,
}: {
  bucket: string;
  rows: readonly ChartTooltipRow[];
  /** Where the guide line is, as a share (0–1) of the chart's width. */
  x: number;
  /** Where the plot starts, as a share (0–1) of the chart's height. */
  top: number;
}) {
  const gap = "0.75rem";
  const side =
    x <= 0.5
      ? { left: `calc(${x * 100}% + ${gap})` }
      : { right: `calc(${(1 - x) * 100}% + ${gap})` };
  return (
    <div
      role="tooltip"
      style={{ ...side, top: `${top * 100}%`, maxWidth: `calc(50% - ${gap})` }}
      className="pointer-events-none absolute z-10 rounded-md border border-border bg-card px-3 py-2 text-xs text-card-foreground shadow-md"
    >
      <p className="font-medium">{bucket}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", row.swatch)} />
            <span className="text-muted-foreground">{row.label}</span>{" "}
            <span className="ml-auto pl-3 font-medium tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
