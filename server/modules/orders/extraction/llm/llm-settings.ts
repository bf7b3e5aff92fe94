import type { Config } from "../../../../config/config.ts";
import type { Logger } from "../../../../logging/logger.ts";

/** How the optional LLM extraction reaches its OpenAI-compatible endpoint (decision 011). */
export type LlmSettings = {
  /** The API root, e.g. `https://api.openai.com/v1`; `/chat/completions` is added to it. */
  baseUrl: string;
  /** Sent as a bearer token; never logged. Null for endpoints without authentication. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  /** The message text sent is cut at this many characters. */
  maxInputCharacters: number;
  /** Failures are warnings here, without the key or the message's content. */
  logger: Logger;
};

/** Enough for a long order with its attachments' text, well within common context windows. */
export const DEFAULT_MAX_INPUT_CHARACTERS = 24_000;

/** The LLM settings from the environment: null (built-in engine only) unless URL and model are set. */
export function llmSettingsFrom(config: Config, logger: Logger): LlmSettings | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return {
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY ?? null,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxInputCharacters: DEFAULT_MAX_INPUT_CHARACTERS,
    logger: logger.child({ component: "llm-extraction" }),
  };
}
