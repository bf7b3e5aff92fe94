import { afterAll, describe, expect, it } from "vitest";
import { BudgetedWorkerPool } from "./budgeted-worker-pool.ts";

class OverBudget extends Error {}
class OutOfMemory extends Error {}

const pool = new BudgetedWorkerPool<
  { spinMs?: number; fillHeap?: boolean; ask?: string },
  string,
  string
>({
  module: new URL("./budgeted-worker-pool.fixture.ts", import.meta.url),
  size: 1,
  budgetMs: 500,
  heapMb: 64,
  overBudget: (ms) => new OverBudget(`over ${ms} ms`),
  outOfMemory: (mb) => new OutOfMemory(`over ${mb} MB`),
});
afterAll(() => pool.close());

describe("the budgeted worker pool (decisions 021, 061)", () => {
  it("stops a job over its budget, replaces its worker, and runs the next job", async () => {
    expect(await pool.run({ spinMs: 0 })).toBe("done");
    expect(pool.workers).toBe(1);
    const started = Date.now();
    await expect(pool.run({ spinMs: 60_000 }, { budgetMs: 200 })).rejects.toThrow("over 200 ms");
    // stopped at its budget, not after the minute it wanted
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(pool.workers).toBe(0);
    expect(await pool.run({ spinMs: 10 })).toBe("done");
    expect(pool.workers).toBe(1);
  });

  it("fails a job past the worker's heap instead of the process, and goes on", async () => {
    await expect(pool.run({ fillHeap: true }, { budgetMs: 30_000 })).rejects.toThrow("over 64 MB");
    expect(await pool.run({ spinMs: 0 })).toBe("done");
    expect(pool.workers).toBe(1);
  });

  it("answers a worker's questions from the main thread", async () => {
    expect(
      await pool.run({ ask: "which tenant" }, { answer: async (question) => `${question}: T1` }),
    ).toBe("answered which tenant: T1");
  });
});
