import { describe, expect, it } from "vitest";
import { createSignInMemo, memoized } from "./sign-in-memo.ts";

describe("memoized", () => {
  it("loads once per key within one memo", async () => {
    const memo = createSignInMemo();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memoized(memo, "a", load), memoized(memo, "a", load)])).toEqual([
      1, 1,
    ]);
    expect(await memoized(memo, "b", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("loads every time without a memo, and each memo for itself", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await memoized(undefined, "a", load);
    await memoized(undefined, "a", load);
    await memoized(createSignInMemo(), "a", load);
    await memoized(createSignInMemo(), "a", load);
    expect(loads).toBe(4);
  });

  it("keeps no failure", async () => {
    const memo = createSignInMemo();
    await expect(memoized(memo, "a", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await memoized(memo, "a", async () => "up")).toBe("up");
  });
});
