import { describe, expect, it } from "vitest";
import { bucketAfterKey, nearestBucket } from "./chart-cursor";

// Seven buckets over a plot from x 48 to 624: one every 96 units.
const week = { count: 7, plotLeft: 48, plotWidth: 576 };
const press = (
  key: string,
  modifiers: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("nearestBucket", () => {
  it("takes the bucket whose x is closest to the pointer", () => {
    expect(nearestBucket(48, week)).toBe(0);
    expect(nearestBucket(48 + 96 * 3, week)).toBe(3);
    expect(nearestBucket(48 + 96 * 3 + 47, week)).toBe(3);
    expect(nearestBucket(48 + 96 * 3 + 49, week)).toBe(4);
    expect(nearestBucket(624, week)).toBe(6);
  });

  it("takes the first or the last bucket beside the plot, over the axis labels", () => {
    expect(nearestBucket(0, week)).toBe(0);
    expect(nearestBucket(640, week)).toBe(6);
  });

  it("takes the only bucket of a one-bucket chart, and none of an empty one", () => {
    expect(nearestBucket(500, { ...week, count: 1 })).toBe(0);
    expect(nearestBucket(500, { ...week, count: 0 })).toBeNull();
  });
});

describe("bucketAfterKey", () => {
  it("moves one bucket with the arrow keys, and stops at either end", () => {
    expect(bucketAfterKey(press("ArrowRight"), 2, 7)).toBe(3);
    expect(bucketAfterKey(press("ArrowLeft"), 2, 7)).toBe(1);
    expect(bucketAfterKey(press("ArrowRight"), 6, 7)).toBe(6);
    expect(bucketAfterKey(press("ArrowLeft"), 0, 7)).toBe(0);
  });

  it("starts at the first bucket going right and at the last going left", () => {
    expect(bucketAfterKey(press("ArrowRight"), null, 7)).toBe(0);
    expect(bucketAfterKey(press("ArrowLeft"), null, 7)).toBe(6);
  });

  it("jumps to the first and the last bucket with Home and End", () => {
    expect(bucketAfterKey(press("Home"), 4, 7)).toBe(0);
    expect(bucketAfterKey(press("End"), null, 7)).toBe(6);
  });

  it("hides the highlight with Escape, and leaves Escape alone when nothing is highlighted", () => {
    expect(bucketAfterKey(press("Escape"), 3, 7)).toBeNull();
    expect(bucketAfterKey(press("Escape"), null, 7)).toBeUndefined();
  });

  it("leaves other keys, keys with Ctrl, Alt or Meta, and empty charts alone", () => {
    expect(bucketAfterKey(press("Tab"), 3, 7)).toBeUndefined();
    expect(bucketAfterKey(press("ArrowUp"), 3, 7)).toBeUndefined();
    expect(bucketAfterKey(press("ArrowLeft", { altKey: true }), 3, 7)).toBeUndefined();
    expect(bucketAfterKey(press("ArrowRight", { ctrlKey: true }), 3, 7)).toBeUndefined();
    expect(bucketAfterKey(press("Home", { metaKey: true }), 3, 7)).toBeUndefined();
    expect(bucketAfterKey(press("End"), null, 0)).toBeUndefined();
  });
});
