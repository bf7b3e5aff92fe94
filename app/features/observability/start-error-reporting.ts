import { readErrorReportingConfig } from "./error-reporting-config";

export type BrowserReporter = (error: unknown) => void;

/**
 * Starts error reporting when the page says it is on; otherwise loads nothing, so pages pay no
 * JavaScript for it (the SDK is its own chunk, fetched only here).
 */
export async function startErrorReporting(): Promise<BrowserReporter | null> {
  const config = readErrorReportingConfig();
  if (!config) return null;
  const { startSentry } = await import("./sentry-browser");
  return startSentry(config);
}
