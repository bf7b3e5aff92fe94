import { afterEach, describe, expect, it, vi } from "vitest";
import { SharedTokenRefresh } from "./shared-token-refresh.server";
import type { TokenSet } from "./token-response";

function deferred() {
  let resolve!: (tokens: TokenSet) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<TokenSet>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const newTokens = { accessToken: "access-2", refreshToken: "refresh-2" };

afterEach(() => {
  vi.useRealTimers();
});

describe("a shared token refresh", () => {
  it("lets concurrent requests of one session share one refresh", async () => {
    const shared = new SharedTokenRefresh();
    const pending = deferred();
    const refresh = vi.fn(() => pending.promise);

    const first = shared.refresh("refresh-1", refresh);
    const second = shared.refresh("refresh-1", refresh);
    pending.resolve(newTokens);

    expect(await first).toEqual(newTokens);
    expect(await second).toEqual(newTokens);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("keeps sessions apart", async () => {
    const shared = new SharedTokenRefresh();
    const refresh = vi.fn(async (token: string) => ({ accessToken: token, refreshToken: token }));
    await Promise.all([shared.refresh("a", refresh), shared.refresh("b", refresh)]);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("answers a late request with the spent token from the finished refresh, for a while", async () => {
    vi.useFakeTimers();
    const shared = new SharedTokenRefresh({ graceMs: 1_000 });
    const refresh = vi.fn(async () => newTokens);

    await shared.refresh("refresh-1", refresh);
    expect(await shared.refresh("refresh-1", refresh)).toEqual(newTokens);
    expect(refresh).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_001);
    await shared.refresh("refresh-1", refresh);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed refresh at once, so the next request tries again", async () => {
    const shared = new SharedTokenRefresh();
    const refresh = vi
      .fn<(token: string) => Promise<TokenSet>>()
      .mockRejectedValueOnce(new Error("unavailable"))
      .mockResolvedValueOnce(newTokens);

    await expect(shared.refresh("refresh-1", refresh)).rejects.toThrow("unavailable");
    expect(await shared.refresh("refresh-1", refresh)).toEqual(newTokens);
  });
});
