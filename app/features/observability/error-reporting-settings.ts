/**
 * What error reporting needs, on the server and in the browser alike (the web app receives it
 * through the page). Dependency-free: the browser bundle imports it too.
 */
export type ErrorReportingSettings = {
  dsn: string;
  environment: "staging" | "production";
  release: string;
  /** Share of errors sent. */
  sampleRate: number;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
};

export type FennecEnvironment = "development" | "staging" | "acceptance" | "production";

/** Spec section 9: sample rates per deployed environment. */
const rates = {
  staging: { sampleRate: 1, tracesSampleRate: 0.1, replaysSessionSampleRate: 0.1 },
  production: { sampleRate: 1, tracesSampleRate: 0.01, replaysSessionSampleRate: 0.01 },
} as const;

/**
 * On only in staging and production, and only with a DSN (spec section 9); null otherwise, and
 * then nothing about error reporting is loaded anywhere.
 */
export function errorReportingSettings(options: {
  FENNEC_ENV: FennecEnvironment;
  SENTRY_DSN: string | undefined;
  version: string;
}): ErrorReportingSettings | null {
  const environment = options.FENNEC_ENV;
  if (!options.SENTRY_DSN || (environment !== "staging" && environment !== "production")) {
    return null;
  }
  return {
    dsn: options.SENTRY_DSN,
    environment,
    release: `fennec-fox@${options.version}`,
    ...rates[environment],
    replaysOnErrorSampleRate: 1,
  };
}

/** The origin the browser sends reports to (the CSP's connect-src allows it and nothing else). */
export function ingestOrigin(settings: ErrorReportingSettings | null): string | null {
  return settings ? new URL(settings.dsn).origin : null;
}
