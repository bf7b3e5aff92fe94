import type { CustomerRecord, ProductRecord } from "../extraction/catalogue.ts";
import type { MessageReadError } from "../extraction/read-message.ts";
import type { ReadAndExtractResult } from "./read-and-extract.ts";

/** What the extraction pool and its worker threads say to each other (decision 021). */
export type ToWorker =
  | {
      type: "job";
      raw: Uint8Array;
      tenantId: string;
      /** Names the catalogue the job is matched against; asked for when the worker lacks it. */
      catalogueKey: number;
      keepMessage: boolean;
    }
  | { type: "answer"; request: number; answer: unknown };

export type Question =
  | { kind: "catalogue" }
  | { kind: "senders"; addresses: string[] }
  | { kind: "product-aliases"; customerNumber: string };

export type CatalogueRecords = { customers: CustomerRecord[]; products: ProductRecord[] };

export type FromWorker =
  | { type: "ask"; request: number; question: Question }
  | { type: "done"; result: ReadAndExtractResult }
  | {
      type: "failed";
      readError: { code: MessageReadError["code"]; message: string } | null;
      error: string;
    };
