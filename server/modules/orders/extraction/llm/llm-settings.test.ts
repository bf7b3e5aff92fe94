import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../../config/config.ts";
import { createLogger } from "../../../../logging/logger.ts";
import { llmSettingsFrom } from "./llm-settings.ts";

const logger = createLogger({ level: "silent", pretty: false });

describe("llmSettingsFrom", () => {
  it("is off unless an endpoint and a model are set", () => {
    expect(llmSettingsFrom(parseConfig({}), logger)).toBeNull();
    expect(llmSettingsFrom(parseConfig({ LLM_MODEL: "gpt-4o-mini" }), logger)).toBeNull();
  });

  it("takes the endpoint, key, model and time-out from the environment", () => {
    const settings = llmSettingsFrom(
      parseConfig({
        LLM_BASE_URL: "http://127.0.0.1:11434/v1",
        LLM_MODEL: "qwen2.5:7b",
        LLM_API_KEY: "sk-x",
        LLM_TIMEOUT_MS: "5000",
      }),
      logger,
    );
    expect(settings).toMatchObject({
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "qwen2.5:7b",
      apiKey: "sk-x",
      timeoutMs: 5000,
    });
    expect(
      llmSettingsFrom(
        parseConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "m" }),
        logger,
      )?.apiKey,
    ).toBeNull();
  });
});
