import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      dataDir: path.resolve(".data"),
      FENNEC_ROLE: "all",
      LOG_LEVEL: "info",
      runsWeb: true,
      runsWorkers: true,
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ FENNEC_ROLE: "cron" })).toThrow(/FENNEC_ROLE/);
    expect(() => parseConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("requires SESSION_SECRET and ENCRYPTION_KEY in production", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required/);
    const secret = "x".repeat(32);
    expect(() => parseConfig({ NODE_ENV: "production", SESSION_SECRET: secret })).toThrow(
      /ENCRYPTION_KEY: is required/,
    );
    expect(
      parseConfig({
        NODE_ENV: "production",
        SESSION_SECRET: secret,
        ENCRYPTION_KEY: secret,
        APP_URL: "https://fennec.example",
      }).isProduction,
    ).toBe(true);
  });

  it("serves the web in production only at a public https APP_URL, so cookies are always Secure", () => {
    const secret = "x".repeat(32);
    const production = { NODE_ENV: "production", SESSION_SECRET: secret, ENCRYPTION_KEY: secret };
    expect(() => parseConfig(production)).toThrow(/APP_URL: is required in production/);
    expect(() => parseConfig({ ...production, APP_URL: "http://fennec.example" })).toThrow(
      /APP_URL: must be https in production/,
    );
    expect(parseConfig({ ...production, FENNEC_ROLE: "worker" }).runsWeb).toBe(false);
  });

  it("runs web only or workers only by role", () => {
    expect(parseConfig({ FENNEC_ROLE: "web" })).toMatchObject({
      runsWeb: true,
      runsWorkers: false,
    });
    expect(parseConfig({ FENNEC_ROLE: "worker" })).toMatchObject({
      runsWeb: false,
      runsWorkers: true,
    });
  });

  it("treats an empty URL variable as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", SENTRY_DSN: " " }).DATABASE_URL).toBeUndefined();
  });

  it("leaves the LLM off by default and wants a model with an endpoint", () => {
    const config = parseConfig({});
    expect(config.LLM_BASE_URL).toBeUndefined();
    expect(config.LLM_TIMEOUT_MS).toBe(30_000);
    expect(() => parseConfig({ LLM_BASE_URL: "https://llm.example/v1" })).toThrow(
      /LLM_MODEL: is required when LLM_BASE_URL is set/,
    );
    expect(() => parseConfig({ LLM_BASE_URL: "ftp://llm.example", LLM_MODEL: "m" })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() => parseConfig({ LLM_TIMEOUT_MS: "soon" })).toThrow(/LLM_TIMEOUT_MS/);
    expect(
      parseConfig({ LLM_BASE_URL: "https://llm.example/v1", LLM_MODEL: "m", LLM_API_KEY: "" }),
    ).toMatchObject({
      LLM_BASE_URL: "https://llm.example/v1",
      LLM_MODEL: "m",
      LLM_API_KEY: undefined,
    });
  });

  it("leaves /metrics off without METRICS_TOKEN and wants a token that is hard to guess", () => {
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: " " }).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: "s".repeat(16) }).METRICS_TOKEN).toBe("s".repeat(16));
    // The error names the setting, never the value.
    expect(() => parseConfig({ METRICS_TOKEN: "short-secret" })).toThrow(/METRICS_TOKEN/);
    expect(() => parseConfig({ METRICS_TOKEN: "short-secret" })).not.toThrow(/short-secret/);
  });
});
