import { type Ask, serveBudgetedJobs } from "../../../security/budgeted-worker.ts";
import { buildCatalogue, type Catalogue } from "../extraction/catalogue.ts";
import { MessageReadError } from "../extraction/read-message.ts";
import { catalogueCache } from "./catalogue-cache.ts";
import type { CatalogueRecords, ExtractionJob, Question } from "./extraction-messages.ts";
import { type ReadAndExtractResult, readAndExtract } from "./read-and-extract.ts";

/**
 * A worker thread of the extraction pool (decision 021): reads and extracts one message at a
 * time, asking the pool for what lives in the database. Catalogues are kept per tenant, so a
 * tenant's 10,000 products cross the thread boundary once per reference data version.
 */
const cachedCatalogue = catalogueCache<number>();

function catalogueFor(tenantId: string, key: number, ask: Ask<Question>): Promise<Catalogue> {
  return cachedCatalogue(tenantId, key, async () => {
    const { customers, products } = await ask<CatalogueRecords>({ kind: "catalogue" });
    return buildCatalogue(customers, products);
  });
}

serveBudgetedJobs<ExtractionJob, ReadAndExtractResult, Question>(
  async (job, ask) => {
    const catalogue = await catalogueFor(job.tenantId, job.catalogueKey, ask);
    return readAndExtract(
      job.raw,
      catalogue,
      {
        senders: (addresses) => ask({ kind: "senders", addresses }),
        productAliases: (customerNumber) => ask({ kind: "product-aliases", customerNumber }),
      },
      job.keepMessage,
    );
  },
  (error) =>
    error instanceof MessageReadError
      ? { name: error.name, code: error.code, message: error.message }
      : null,
);
