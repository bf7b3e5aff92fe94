import { Worker } from "node:worker_threads";
import type { Catalogue } from "../extraction/catalogue.ts";
import { MessageReadError } from "../extraction/read-message.ts";
import type { AliasLookups } from "../matching/learned-aliases.ts";
import type { FromWorker, Question, ToWorker } from "./extraction-messages.ts";
import type { ReadAndExtractResult } from "./read-and-extract.ts";

/**
 * How long reading and extracting one message may take in its worker thread before the worker is
 * stopped and the message failed (decision 021). A normal e-mail takes milliseconds; a 30 MB one
 * with many PDF pages a few seconds.
 */
export const EXTRACTION_BUDGET_MS = 20_000;
/** Worker threads per process: messages wait their turn; a slow one does not stop the rest. */
export const EXTRACTION_WORKERS = 2;
/** A message that needs more than this to be read is refused, instead of the process' memory. */
const WORKER_HEAP_MB = 1_024;

/** The message took longer than the budget; its worker was stopped. */
export class ExtractionBudgetExceeded extends Error {
  override name = "ExtractionBudgetExceeded";
  constructor(readonly budgetMs: number) {
    super(`Reading the message took longer than ${budgetMs} ms.`);
  }
}

export type ExtractionInput = {
  raw: Uint8Array;
  tenantId: string;
  catalogue: Catalogue;
  lookups: AliasLookups;
  /** Send the read message back (for the LLM step). */
  keepMessage: boolean;
};

type Job = ExtractionInput & {
  resolve: (result: ReadAndExtractResult) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

const workerUrl = new URL("./extraction-worker-bootstrap.mjs", import.meta.url);
const catalogueKeys = new WeakMap<Catalogue, number>();
let catalogues = 0;

/** One number per catalogue object: the tenant's catalogue is rebuilt when its version moves. */
function catalogueKey(catalogue: Catalogue): number {
  let key = catalogueKeys.get(catalogue);
  if (key === undefined) {
    key = ++catalogues;
    catalogueKeys.set(catalogue, key);
  }
  return key;
}

/**
 * Reads and extracts untrusted messages in worker threads, each under a time budget, so that no
 * message holds the event loop that serves the web, the API and SMTP (decision 021). Idle
 * workers do not keep the process alive.
 */
export class ExtractionPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];

  constructor(
    readonly budgetMs = EXTRACTION_BUDGET_MS,
    private readonly size = EXTRACTION_WORKERS,
  ) {}

  run(input: ExtractionInput): Promise<ReadAndExtractResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...input, resolve, reject });
      this.next();
    });
  }

  /** Stops every worker; jobs under way fail. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const slot of slots) this.finish(slot, new Error("The extraction pool was closed."));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private next() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.job === null);
      if (!slot && this.slots.length < this.size) {
        slot = this.start();
        this.slots.push(slot);
      }
      if (!slot) return;
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(
        () => this.replace(slot, new ExtractionBudgetExceeded(this.budgetMs)),
        this.budgetMs,
      );
      const message: ToWorker = {
        type: "job",
        raw: job.raw,
        tenantId: job.tenantId,
        catalogueKey: catalogueKey(job.catalogue),
        keepMessage: job.keepMessage,
      };
      slot.worker.postMessage(message);
    }
  }

  private start(): Slot {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on("message", (message: FromWorker) => this.receive(slot, message));
    worker.on("error", (error) =>
      this.replace(
        slot,
        (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new MessageReadError(
              "too-large",
              `Reading the message needs more than ${WORKER_HEAP_MB} MB of memory.`,
            )
          : error,
      ),
    );
    worker.on("exit", () => this.replace(slot, new Error("The extraction worker stopped.")));
    return slot;
  }

  private receive(slot: Slot, message: FromWorker) {
    const job = slot.job;
    if (!job) return;
    if (message.type === "ask") {
      this.answer(job, message.question).then(
        (answer) => {
          if (slot.job !== job) return;
          const reply: ToWorker = { type: "answer", request: message.request, answer };
          slot.worker.postMessage(reply);
        },
        // a database error: the worker waits for an answer that will not come
        (error: Error) => this.replace(slot, error),
      );
      return;
    }
    if (message.type === "done") this.finish(slot, null, message.result);
    else
      this.finish(
        slot,
        message.readError
          ? new MessageReadError(message.readError.code, message.readError.message)
          : Object.assign(new Error(message.error.split("\n")[0] ?? "failed"), {
              stack: message.error,
            }),
      );
    this.next();
  }

  private answer(job: Job, question: Question): Promise<unknown> {
    if (question.kind === "catalogue")
      return Promise.resolve({
        customers: job.catalogue.customers,
        products: job.catalogue.products,
      });
    if (question.kind === "senders") return job.lookups.senders(question.addresses);
    return job.lookups.productAliases(question.customerNumber);
  }

  private finish(slot: Slot, error: Error | null, result?: ReadAndExtractResult) {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    if (!job) return;
    if (error) job.reject(error);
    else job.resolve(result as ReadAndExtractResult);
  }

  /** Ends a worker that is over its budget, crashed or waits in vain, and fails its job. */
  private replace(slot: Slot, error: Error) {
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

let shared: ExtractionPool | null = null;

/** The process' pool, started on first use. */
export function sharedExtractionPool(): ExtractionPool {
  shared ??= new ExtractionPool();
  return shared;
}
