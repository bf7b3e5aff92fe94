import type { Provenance } from "./message-types.ts";

/** An extracted value with how sure the rule is (0..1) and where it was read. */
export type Found<T> = { value: T; confidence: number; provenance: Provenance };

/** A line of text some header rule may read, with the trust its origin deserves. */
export type SourceLine = {
  text: string;
  provenance: Provenance;
  origin: "own" | "forwarded" | "attachment" | "subject";
};
