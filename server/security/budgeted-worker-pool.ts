import { Worker } from "node:worker_threads";
import type { FromBudgetedWorker, KnownFailure, ToBudgetedWorker } from "./budgeted-worker.ts";

/**
 * Untrusted work in worker threads, each job under a time budget and each worker under a heap
 * cap (decisions 021 and 061): reading e-mails, rendering export templates. A job over its
 * budget has its worker terminated and replaced, a worker over its heap is stopped by Node, so
 * no input holds the event loop that serves the web, the API and SMTP, nor the process' memory.
 * Idle workers do not keep the process alive.
 */

export type BudgetedWorkerPoolOptions = {
  /** The worker's module (TypeScript), which calls `serveBudgetedJobs`. */
  module: URL;
  /** Workers at most; jobs wait their turn. */
  size: number;
  /** A job's default budget, counted from the moment its worker starts on it. */
  budgetMs: number;
  /** Each worker's heap: what a job needs beyond it is refused instead of the process' memory. */
  heapMb: number;
  overBudget: (budgetMs: number) => Error;
  outOfMemory: (heapMb: number) => Error;
  /** A failure the worker recognised (it threw an error it knows), made an error again. */
  known?: (failure: KnownFailure) => Error;
};

type Pending<Result, Question> = {
  job: unknown;
  budgetMs: number;
  answer: (question: Question) => Promise<unknown>;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
};

type Slot<Result, Question> = {
  worker: Worker;
  /** The worker has loaded its module: the budget of a job given to it runs from then. */
  ready: boolean;
  pending: Pending<Result, Question> | null;
  timer: NodeJS.Timeout | null;
};

const bootstrap = new URL("./budgeted-worker-bootstrap.mjs", import.meta.url);

export class BudgetedWorkerPool<Job, Result, Question = never> {
  private readonly slots: Slot<Result, Question>[] = [];
  private readonly queue: Pending<Result, Question>[] = [];

  constructor(readonly options: BudgetedWorkerPoolOptions) {}

  /** Workers alive now (at most `size`): a stopped one is gone, its replacement counted. */
  get workers(): number {
    return this.slots.length;
  }

  run(
    job: Job,
    options: { budgetMs?: number; answer?: (question: Question) => Promise<unknown> } = {},
  ): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        job,
        budgetMs: options.budgetMs ?? this.options.budgetMs,
        answer: options.answer ?? (() => Promise.reject(new Error("The job asks nothing."))),
        resolve,
        reject,
      });
      this.next();
    });
  }

  /** Stops every worker; jobs under way fail. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const slot of slots) this.finish(slot, new Error("The worker pool was closed."));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private next() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.pending === null);
      if (!slot && this.slots.length < this.options.size) {
        slot = this.start();
        this.slots.push(slot);
      }
      if (!slot) return;
      const pending = this.queue.shift() as Pending<Result, Question>;
      slot.pending = pending;
      slot.worker.ref();
      if (slot.ready) this.startClock(slot);
      const message: ToBudgetedWorker = { type: "job", job: pending.job };
      slot.worker.postMessage(message);
    }
  }

  /** The budget runs while the worker works, not while it loads (tsx compiles it first). */
  private startClock(slot: Slot<Result, Question>) {
    const pending = slot.pending;
    if (!pending || slot.timer) return;
    slot.timer = setTimeout(
      () => this.replace(slot, this.options.overBudget(pending.budgetMs)),
      pending.budgetMs,
    );
  }

  private start(): Slot<Result, Question> {
    const worker = new Worker(bootstrap, {
      workerData: { module: this.options.module.href },
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    worker.unref();
    const slot: Slot<Result, Question> = { worker, ready: false, pending: null, timer: null };
    worker.on("message", (message: FromBudgetedWorker<Result, Question>) =>
      this.receive(slot, message),
    );
    worker.on("error", (error) =>
      this.replace(
        slot,
        (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY"
          ? this.options.outOfMemory(this.options.heapMb)
          : error,
      ),
    );
    worker.on("exit", () => this.replace(slot, new Error("The worker stopped.")));
    return slot;
  }

  private receive(slot: Slot<Result, Question>, message: FromBudgetedWorker<Result, Question>) {
    if (message.type === "ready") {
      slot.ready = true;
      this.startClock(slot);
      return;
    }
    const pending = slot.pending;
    if (!pending) return;
    if (message.type === "ask") {
      pending.answer(message.question).then(
        (answer) => {
          if (slot.pending !== pending) return;
          const reply: ToBudgetedWorker = { type: "answer", request: message.request, answer };
          slot.worker.postMessage(reply);
        },
        // e.g. a database error: the worker waits for an answer that will not come
        (error: Error) => this.replace(slot, error),
      );
      return;
    }
    if (message.type === "done") this.finish(slot, null, message.result);
    else {
      const known = message.known && this.options.known?.(message.known);
      this.finish(
        slot,
        known ??
          Object.assign(new Error(message.error.split("\n")[0] ?? "failed"), {
            stack: message.error,
          }),
      );
    }
    this.next();
  }

  private finish(slot: Slot<Result, Question>, error: Error | null, result?: Result) {
    const pending = slot.pending;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.pending = null;
    slot.worker.unref();
    if (!pending) return;
    if (error) pending.reject(error);
    else pending.resolve(result as Result);
  }

  /** Ends a worker that is over its budget, crashed or waits in vain, and fails its job. */
  private replace(slot: Slot<Result, Question>, error: Error) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    // an error after terminate() must not go unhandled
    slot.worker.on("error", () => {});
    void slot.worker.terminate();
    this.finish(slot, error);
    this.next();
  }
}
