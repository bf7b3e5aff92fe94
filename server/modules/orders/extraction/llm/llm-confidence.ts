/**
 * How sure a value the LLM proposed is, once Fennec's own matchers accepted it: modest, so an
 * operator checks it; lower again when the text is written nowhere in the message as given.
 */
export const LLM_CONFIDENCE = 0.6;
export const UNLOCATED_FACTOR = 0.8;

export function llmConfidence(located: boolean, matchConfidence = 1): number {
  const confidence = Math.min(LLM_CONFIDENCE, matchConfidence) * (located ? 1 : UNLOCATED_FACTOR);
  return Math.round(confidence * 100) / 100;
}
