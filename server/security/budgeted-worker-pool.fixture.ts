import { serveBudgetedJobs } from "./budgeted-worker.ts";

/**
 * A worker for budgeted-worker-pool.test.ts: spins for `spinMs`, or fills its heap with small
 * arrays (the allocation Node stops cleanly at a worker's heap cap), or asks the pool a question.
 */
type Job = { spinMs?: number; fillHeap?: boolean; ask?: string };

serveBudgetedJobs<Job, string, string>(async (job, ask) => {
  if (job.ask) return `answered ${await ask<string>(job.ask)}`;
  if (job.fillHeap) {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 10_000 }, (_, index) => index));
  }
  const until = Date.now() + (job.spinMs ?? 0);
  while (Date.now() < until) {
    // the event loop of this thread only
  }
  return "done";
});
