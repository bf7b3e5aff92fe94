import { describe, expect, it } from "vitest";
import {
  nextAttemptDelay,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_RETRY_WINDOW_MS,
} from "./webhook-retry-schedule.ts";

const lowest = () => 0;
const middle = () => 0.5;
const highest = () => 0.999_999;

describe("the webhook retry schedule", () => {
  it("follows 5 s, 5 min, 30 min, 2 h, 5 h, 10 h without jitter, then stops", () => {
    const delays = [1, 2, 3, 4, 5, 6].map((n) => nextAttemptDelay(n, undefined, middle));
    expect(delays).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    expect(nextAttemptDelay(7, undefined, middle)).toBeNull();
    expect(nextAttemptDelay(100)).toBeNull();
  });

  it("grows with every attempt whatever the jitter, which stays within 10 %", () => {
    for (let n = 1; n < WEBHOOK_RETRY_DELAYS_MS.length; n++) {
      const mostNow = nextAttemptDelay(n, undefined, highest) as number;
      const leastNext = nextAttemptDelay(n + 1, undefined, lowest) as number;
      expect(leastNext).toBeGreaterThan(mostNow);
      const base = WEBHOOK_RETRY_DELAYS_MS[n - 1] as number;
      expect(mostNow).toBeLessThanOrEqual(base * 1.1);
      expect(nextAttemptDelay(n, undefined, lowest)).toBeGreaterThanOrEqual(base * 0.9);
    }
  });

  it("fits every attempt in 24 hours", () => {
    let total = 0;
    for (let n = 1; ; n++) {
      const delay = nextAttemptDelay(n, undefined, highest);
      if (delay === null) break;
      total += delay;
    }
    expect(total).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
  });

  it("honours a later Retry-After, ignores an earlier one", () => {
    expect(nextAttemptDelay(1, 120, middle)).toBe(120_000);
    expect(nextAttemptDelay(3, 120, middle)).toBe(1_800_000);
    expect(nextAttemptDelay(2, 0, middle)).toBe(300_000);
  });

  it("gives up when Retry-After asks for a time past the 24 hours", () => {
    expect(nextAttemptDelay(1, 25 * 60 * 60, middle)).toBeNull();
    expect(nextAttemptDelay(6, 20 * 60 * 60, middle)).toBeNull();
  });

  it("refuses attempt numbers that do not count from 1", () => {
    expect(() => nextAttemptDelay(0)).toThrow(RangeError);
    expect(() => nextAttemptDelay(1.5)).toThrow(RangeError);
  });
});
