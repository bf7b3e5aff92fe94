import type { CustomerRecord, ProductRecord } from "../extraction/catalogue.ts";

/** What the extraction pool gives its worker threads, and what they ask of it (decision 021). */
export type ExtractionJob = {
  raw: Uint8Array;
  tenantId: string;
  /** Names the catalogue the job is matched against; asked for when the worker lacks it. */
  catalogueKey: number;
  keepMessage: boolean;
};

export type Question =
  | { kind: "catalogue" }
  | { kind: "senders"; addresses: string[] }
  | { kind: "product-aliases"; customerNumber: string };

export type CatalogueRecords = { customers: CustomerRecord[]; products: ProductRecord[] };
