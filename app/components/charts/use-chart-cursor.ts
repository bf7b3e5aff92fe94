import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { type BucketAxis, bucketAfterKey, nearestBucket } from "./chart-cursor";

/**
 * The highlighted bucket of a line chart and the handlers (for its `svg`) that move it: a mouse
 * or pen over the chart, or a finger tapping it, picks the nearest bucket; the arrow keys, Home
 * and End step through the buckets; Escape, the pointer leaving and the chart losing focus hide
 * it. Nothing is highlighted until someone does one of those, so the first render in the browser
 * is the server's HTML.
 */
export function useChartCursor(axis: BucketAxis) {
  const [chosen, setChosen] = useState<number | null>(null);
  // Another period can bring fewer buckets while the chart stays on the page.
  const active = chosen !== null && chosen < axis.count ? chosen : null;

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const svg = event.currentTarget;
    const box = svg.getBoundingClientRect();
    if (box.width <= 0) return;
    // The svg keeps its viewBox's proportions, so x scales from the box to the viewBox alone.
    const x = ((event.clientX - box.left) / box.width) * svg.viewBox.baseVal.width;
    setChosen(nearestBucket(x, axis));
  };

  return {
    active,
    handlers: {
      onPointerMove: pointAt,
      onPointerDown: pointAt,
      onPointerLeave: (event: PointerEvent<SVGSVGElement>) => {
        // A finger leaves right after its tap: the tapped bucket stays until the chart loses focus.
        if (event.pointerType !== "touch") setChosen(null);
      },
      onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => {
        const next = bucketAfterKey(event, active, axis.count);
        if (next === undefined) return;
        event.preventDefault();
        setChosen(next);
      },
      onBlur: () => setChosen(null),
    },
  };
}
