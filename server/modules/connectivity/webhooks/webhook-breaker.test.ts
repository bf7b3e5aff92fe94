import { describe, expect, it } from "vitest";
import { BREAKER_THRESHOLD, breakerAfter, pauseAfter } from "./webhook-breaker.ts";

const MINUTE = 60_000;
const at = new Date("2026-11-27T10:00:00Z");

describe("the breaker of a webhook endpoint", () => {
  it("slows an endpoint down from the fifth failure in a row, doubling from 1 minute to 1 hour", () => {
    expect(BREAKER_THRESHOLD).toBe(5);
    expect([1, 4].map(pauseAfter)).toEqual([null, null]);
    expect([5, 6, 7, 8, 9, 10, 11, 40].map(pauseAfter)).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60].map((minutes) => minutes * MINUTE),
    );
  });

  it("counts failures to be retried, leaves it on a refusal, and closes on a delivery", () => {
    const closed = { consecutive_failures: 4, slowed_until: null };
    expect(breakerAfter(closed, "retry", at)).toEqual({
      consecutive_failures: 5,
      slowed_until: new Date(at.getTime() + MINUTE),
      recovered: false,
    });
    const slowed = { consecutive_failures: 6, slowed_until: at };
    expect(breakerAfter(slowed, "give-up", at)).toEqual({ ...slowed, recovered: false });
    expect(breakerAfter(slowed, "delivered", at)).toEqual({
      consecutive_failures: 0,
      slowed_until: null,
      recovered: true,
    });
    expect(breakerAfter(closed, "delivered", at).recovered).toBe(false);
  });
});
