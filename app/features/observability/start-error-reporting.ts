import { readErrorReportingConfig } from "./error-reporting-config";

/** Error reporting in the browser, once its SDK is set up. */
export type BrowserReporter = {
  report: (error: unknown) => void;
  /**
   * The signed-in user's current tenant changed without a page load (a tenant switch or a
   * sign-out, both client navigations with JavaScript): the old tag goes and, when signed in,
   * the current tenant is fetched again.
   */
  followTenant: (signedIn: boolean) => void;
};

let started: Promise<BrowserReporter | null> | undefined;

/**
 * Starts error reporting when the page says it is on; otherwise loads nothing, so pages pay no
 * JavaScript for it (the SDK is its own chunk, fetched only here). Started once, by entry.client
 * beside hydration; later calls answer the same reporter (null when off or when the SDK failed
 * to load, which is logged).
 */
export function startErrorReporting(): Promise<BrowserReporter | null> {
  started ??= start().catch((error: unknown) => {
    console.error(error);
    return null;
  });
  return started;
}

async function start(): Promise<BrowserReporter | null> {
  const config = readErrorReportingConfig();
  if (!config) return null;
  const { startSentry } = await import("./sentry-browser");
  return startSentry(config);
}
