import { parentPort } from "node:worker_threads";
import { buildCatalogue, type Catalogue } from "../extraction/catalogue.ts";
import { MessageReadError } from "../extraction/read-message.ts";
import type { CatalogueRecords, FromWorker, Question, ToWorker } from "./extraction-messages.ts";
import { readAndExtract } from "./read-and-extract.ts";

/**
 * A worker thread of the extraction pool (decision 021): reads and extracts one message at a
 * time, asking the pool for what lives in the database. Catalogues are kept per tenant, so a
 * tenant's 10,000 products cross the thread boundary once per reference data version.
 */
const port = parentPort;
if (!port) throw new Error("extraction-worker.ts runs as a worker thread");

const MOST_TENANTS = 20;
const catalogues = new Map<string, { key: number; catalogue: Catalogue }>();
const waiting = new Map<number, (answer: unknown) => void>();
let requests = 0;

const send = (message: FromWorker) => port.postMessage(message);

function ask<T>(question: Question): Promise<T> {
  const request = ++requests;
  send({ type: "ask", request, question });
  return new Promise((resolve) => waiting.set(request, resolve as (answer: unknown) => void));
}

async function catalogueFor(tenantId: string, key: number): Promise<Catalogue> {
  const cached = catalogues.get(tenantId);
  if (cached?.key === key) return cached.catalogue;
  const { customers, products } = await ask<CatalogueRecords>({ kind: "catalogue" });
  const catalogue = buildCatalogue(customers, products);
  catalogues.delete(tenantId);
  catalogues.set(tenantId, { key, catalogue });
  // the least recently refreshed tenant goes first
  for (const tenant of catalogues.keys()) {
    if (catalogues.size <= MOST_TENANTS) break;
    catalogues.delete(tenant);
  }
  return catalogue;
}

port.on("message", async (message: ToWorker) => {
  if (message.type === "answer") {
    waiting.get(message.request)?.(message.answer);
    waiting.delete(message.request);
    return;
  }
  try {
    const catalogue = await catalogueFor(message.tenantId, message.catalogueKey);
    const result = await readAndExtract(
      message.raw,
      catalogue,
      {
        senders: (addresses) => ask({ kind: "senders", addresses }),
        productAliases: (customerNumber) => ask({ kind: "product-aliases", customerNumber }),
      },
      message.keepMessage,
    );
    send({ type: "done", result });
  } catch (error) {
    send({
      type: "failed",
      readError:
        error instanceof MessageReadError ? { code: error.code, message: error.message } : null,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
