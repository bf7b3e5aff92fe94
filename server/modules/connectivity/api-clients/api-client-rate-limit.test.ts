import { describe, expect, it } from "vitest";
import { ApiClientRateLimit } from "./api-client-rate-limit.ts";

describe("the per-client request limit", () => {
  it("lets `perMinute` requests through per window, then says how long to wait", () => {
    let now = 1_000_000;
    const limit = new ApiClientRateLimit(3, () => now);
    expect([limit.take("a"), limit.take("a"), limit.take("a")]).toEqual([null, null, null]);
    now += 20_500;
    expect(limit.take("a")).toEqual({ retryAfterSeconds: 40 });
    expect(limit.take("b")).toBeNull();
    now += 39_500;
    expect(limit.take("a")).toBeNull();
  });
});
