import { BudgetedWorkerPool } from "../../../security/budgeted-worker-pool.ts";
import type { Catalogue } from "../extraction/catalogue.ts";
import { MessageReadError } from "../extraction/read-message.ts";
import type { AliasLookups } from "../matching/learned-aliases.ts";
import type { ExtractionJob, Question } from "./extraction-messages.ts";
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
 * Reads and extracts untrusted messages in worker threads (a budgeted worker pool), each under a
 * time budget, so that no message holds the event loop that serves the web, the API and SMTP
 * (decision 021).
 */
export class ExtractionPool {
  private readonly workers: BudgetedWorkerPool<ExtractionJob, ReadAndExtractResult, Question>;

  constructor(
    readonly budgetMs = EXTRACTION_BUDGET_MS,
    size = EXTRACTION_WORKERS,
  ) {
    this.workers = new BudgetedWorkerPool({
      module: new URL("./extraction-worker.ts", import.meta.url),
      size,
      budgetMs,
      heapMb: WORKER_HEAP_MB,
      overBudget: (ms) => new ExtractionBudgetExceeded(ms),
      outOfMemory: (mb) =>
        new MessageReadError(
          "too-large",
          `Reading the message needs more than ${mb} MB of memory.`,
        ),
      known: (failure) =>
        new MessageReadError(failure.code as MessageReadError["code"], failure.message),
    });
  }

  run(input: ExtractionInput): Promise<ReadAndExtractResult> {
    const job: ExtractionJob = {
      raw: input.raw,
      tenantId: input.tenantId,
      catalogueKey: catalogueKey(input.catalogue),
      keepMessage: input.keepMessage,
    };
    return this.workers.run(job, { answer: (question) => answer(input, question) });
  }

  /** Stops every worker; jobs under way fail. */
  close(): Promise<void> {
    return this.workers.close();
  }
}

function answer(input: ExtractionInput, question: Question): Promise<unknown> {
  if (question.kind === "catalogue")
    return Promise.resolve({
      customers: input.catalogue.customers,
      products: input.catalogue.products,
    });
  if (question.kind === "senders") return input.lookups.senders(question.addresses);
  return input.lookups.productAliases(question.customerNumber);
}

let shared: ExtractionPool | null = null;

/** The process' pool, started on first use. */
export function sharedExtractionPool(): ExtractionPool {
  shared ??= new ExtractionPool();
  return shared;
}
