import { parentPort } from "node:worker_threads";

/**
 * The worker's side of a `BudgetedWorkerPool` (decisions 021 and 061): one job at a time, with
 * questions to the pool for what lives in the main thread (the database connections).
 */

export type ToBudgetedWorker =
  | { type: "job"; job: unknown }
  | { type: "answer"; request: number; answer: unknown };

/** An error the worker knows, sent by its name and code so that the pool can make it again. */
export type KnownFailure = { name: string; code: string; message: string };

export type FromBudgetedWorker<Result, Question> =
  | { type: "ready" }
  | { type: "ask"; request: number; question: Question }
  | { type: "done"; result: Result }
  | { type: "failed"; known: KnownFailure | null; error: string };

export type Ask<Question> = <T>(question: Question) => Promise<T>;

/** Serves the pool's jobs with `handle`; call once, at the top of the worker's module. */
export function serveBudgetedJobs<Job, Result, Question = never>(
  handle: (job: Job, ask: Ask<Question>) => Promise<Result>,
  knownFailure: (error: unknown) => KnownFailure | null = () => null,
): void {
  const port = parentPort;
  if (!port) throw new Error("A budgeted worker runs as a worker thread");
  const waiting = new Map<number, (answer: unknown) => void>();
  let requests = 0;
  const send = (message: FromBudgetedWorker<Result, Question>) => port.postMessage(message);

  const ask: Ask<Question> = <T>(question: Question) => {
    const request = ++requests;
    send({ type: "ask", request, question });
    return new Promise<T>((resolve) => waiting.set(request, resolve as (answer: unknown) => void));
  };

  port.on("message", async (message: ToBudgetedWorker) => {
    if (message.type === "answer") {
      waiting.get(message.request)?.(message.answer);
      waiting.delete(message.request);
      return;
    }
    try {
      send({ type: "done", result: await handle(message.job as Job, ask) });
    } catch (error) {
      send({
        type: "failed",
        known: knownFailure(error),
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
  send({ type: "ready" });
}
