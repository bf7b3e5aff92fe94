/**
 * Which bucket of a line chart is highlighted: the rules, apart from the DOM, so that they can
 * be tested on their own. Buckets are evenly spaced along the plot, as LineChart draws them.
 */

/** Where the buckets lie along the x axis, in the chart's viewBox units. */
export type BucketAxis = { count: number; plotLeft: number; plotWidth: number };

/** The bucket nearest to `x` (viewBox units); outside the plot, the first or the last. */
export function nearestBucket(
  x: number,
  { count, plotLeft, plotWidth }: BucketAxis,
): number | null {
  if (count <= 0) return null;
  if (count === 1 || plotWidth <= 0) return 0;
  const index = Math.round(((x - plotLeft) / plotWidth) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">;

/**
 * The bucket a key press moves to, `null` to hide the highlight, or `undefined` when the chart
 * leaves the key alone (so that, for one, Alt+ArrowLeft still goes back a page and Escape still
 * reaches what is around the chart when nothing is highlighted).
 */
export function bucketAfterKey(
  event: KeyPress,
  current: number | null,
  count: number,
): number | null | undefined {
  if (count <= 0 || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const last = count - 1;
  switch (event.key) {
    case "ArrowRight":
      return current === null ? 0 : Math.min(last, current + 1);
    case "ArrowLeft":
      return current === null ? last : Math.max(0, current - 1);
    case "Home":
      return 0;
    case "End":
      return last;
    case "Escape":
      return current === null ? undefined : null;
    default:
      return undefined;
  }
}
