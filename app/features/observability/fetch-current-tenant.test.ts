import { describe, expect, it } from "vitest";
import { fetchCurrentTenant, TENANT_FETCH_RETRY_MS } from "./fetch-current-tenant";

const tenant = { data: { id: "t1", key: "demo", name: "Demo Wholesale" } };

function recorder(answers: (() => unknown)[]) {
  const pauses: number[] = [];
  let calls = 0;
  const call = async () => {
    const answer = answers[calls++];
    if (!answer) throw new Error("called too often");
    return answer();
  };
  const pause = async (ms: number) => {
    pauses.push(ms);
  };
  return { call, pause, pauses, calls: () => calls };
}

describe("fetchCurrentTenant", () => {
  it("answers the key, asking once", async () => {
    const r = recorder([() => tenant]);
    expect(await fetchCurrentTenant(r.call, r.pause)).toEqual({ key: "demo" });
    expect(r.calls()).toBe(1);
    expect(r.pauses).toEqual([]);
  });

  it("tries once more after 500 ms when the call throws", async () => {
    const r = recorder([
      () => {
        throw new Error("network");
      },
      () => tenant,
    ]);
    expect(await fetchCurrentTenant(r.call, r.pause)).toEqual({ key: "demo" });
    expect(r.pauses).toEqual([TENANT_FETCH_RETRY_MS]);
    expect(TENANT_FETCH_RETRY_MS).toBe(500);
  });

  it("is fetch_failed when the retry throws too, no_data when the answer has no data", async () => {
    const failing = new Error("still down");
    const r = recorder([
      () => {
        throw new Error("down");
      },
      () => {
        throw failing;
      },
    ]);
    expect(await fetchCurrentTenant(r.call, r.pause)).toEqual({
      failure: "fetch_failed",
      error: failing,
    });
    expect(r.calls()).toBe(2);
    for (const answer of [{}, { data: null }, { data: {} }, null]) {
      const empty = recorder([() => answer]);
      expect(await fetchCurrentTenant(empty.call, empty.pause)).toEqual({ failure: "no_data" });
      expect(empty.calls()).toBe(1);
    }
  });
});
