import type { Provenance } from "./message-types.ts";

/**
 * Which engine produced a value: the built-in rules, or the optional LLM (decision 011). Set on
 * every value of an order the LLM's answer was merged into; absent when the rules alone ran.
 */
export type Engine = "builtin" | "llm";

/** An extracted value with how sure the rule is (0..1) and where it was read. */
export type Found<T> = { value: T; confidence: number; provenance: Provenance; engine?: Engine };

/** A line of text some header rule may read, with the trust its origin deserves. */
export type SourceLine = {
  text: string;
  provenance: Provenance;
  origin: "own" | "forwarded" | "attachment" | "subject";
};
