import { describe, expect, it } from "vitest";
import {
  errorReportingSettings,
  ingestOrigin,
} from "../../app/features/observability/error-reporting-settings.ts";
import { ConfigError, parseConfig } from "../config/config.ts";
import { version } from "../lifecycle/version.ts";
import { errorReportingSettingsFor } from "./error-reporting.ts";

const dsn = "https://public@o1.ingest.sentry.example/42";

describe("errorReportingSettings", () => {
  it("is off in development and acceptance, and without a DSN", () => {
    for (const FENNEC_ENV of ["development", "acceptance"] as const) {
      expect(errorReportingSettings({ FENNEC_ENV, SENTRY_DSN: dsn, version: "1.2.3" })).toBeNull();
    }
    for (const FENNEC_ENV of ["staging", "production"] as const) {
      expect(
        errorReportingSettings({ FENNEC_ENV, SENTRY_DSN: undefined, version: "1.2.3" }),
      ).toBeNull();
    }
    expect(ingestOrigin(null)).toBeNull();
  });

  it("samples per spec section 9 in staging and production", () => {
    expect(
      errorReportingSettings({ FENNEC_ENV: "staging", SENTRY_DSN: dsn, version: "1.2.3" }),
    ).toEqual({
      dsn,
      environment: "staging",
      release: "fennec-fox@1.2.3",
      sampleRate: 1,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    const production = errorReportingSettings({
      FENNEC_ENV: "production",
      SENTRY_DSN: dsn,
      version: "1.2.3",
    });
    expect(production).toMatchObject({
      environment: "production",
      sampleRate: 1,
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 0.01,
      replaysOnErrorSampleRate: 1,
    });
    expect(ingestOrigin(production)).toBe("https://o1.ingest.sentry.example");
  });
});

describe("FENNEC_ENV", () => {
  it("is development by default, one of four values, and with SENTRY_DSN decides", () => {
    expect(parseConfig({}).FENNEC_ENV).toBe("development");
    expect(() => parseConfig({ FENNEC_ENV: "prod" })).toThrow(ConfigError);
    expect(() => parseConfig({ FENNEC_ENV: "prod" })).toThrow(/FENNEC_ENV/);
    expect(errorReportingSettingsFor(parseConfig({ SENTRY_DSN: dsn }))).toBeNull();
    expect(
      errorReportingSettingsFor(parseConfig({ FENNEC_ENV: "acceptance", SENTRY_DSN: dsn })),
    ).toBeNull();
    expect(
      errorReportingSettingsFor(parseConfig({ FENNEC_ENV: "staging", SENTRY_DSN: dsn })),
    ).toMatchObject({ environment: "staging", release: `fennec-fox@${version}` });
  });
});
