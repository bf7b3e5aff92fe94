import { describe, expect, it } from "vitest";
import { deliveryRetryDelay } from "./delivery-retry-delay.ts";

const settings = { retryBaseSeconds: 10, retryMaxDelaySeconds: 600 };

describe("deliveryRetryDelay", () => {
  it("doubles with every attempt, between half and all of the exponential step", () => {
    expect(deliveryRetryDelay(1, settings, undefined, () => 0)).toBe(5);
    expect(deliveryRetryDelay(1, settings, undefined, () => 1)).toBe(10);
    expect(deliveryRetryDelay(3, settings, undefined, () => 1)).toBe(40);
    expect(deliveryRetryDelay(3, settings, undefined, () => 0)).toBe(20);
  });

  it("spreads orders that failed together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => deliveryRetryDelay(4, settings)));
    expect(delays.size).toBeGreaterThan(5);
  });

  it("never waits longer than the cap", () => {
    expect(deliveryRetryDelay(30, settings, undefined, () => 1)).toBe(600);
  });

  it("waits at least as long as the ERP asked", () => {
    expect(deliveryRetryDelay(1, settings, 120, () => 0)).toBe(120);
    expect(deliveryRetryDelay(5, settings, 3, () => 1)).toBe(160);
  });
});
