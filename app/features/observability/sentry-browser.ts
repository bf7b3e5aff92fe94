import * as Sentry from "@sentry/react-router";
import type { BrowserErrorReportingConfig } from "./error-reporting-config";
import { callCurrentTenant, fetchCurrentTenant } from "./fetch-current-tenant";
import { redactBreadcrumb, redactEvent, redactRecordingEvent } from "./redact-report";
import type { BrowserReporter } from "./start-error-reporting";

/**
 * Sentry in the browser, with the server's settings (spec section 9). The SDK's default
 * integrations capture window errors and unhandled rejections. Replays mask all text and inputs,
 * block media and carry no network bodies; everything sent passes the one redaction.
 */
export function startSentry(config: BrowserErrorReportingConfig): BrowserReporter {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sampleRate: config.sampleRate,
    tracesSampleRate: config.tracesSampleRate,
    replaysSessionSampleRate: config.replaysSessionSampleRate,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
    sendDefaultPii: false,
    integrations: [
      Sentry.reactRouterTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        maskAttributes: ["title", "placeholder", "aria-label", "alt", "value", "href", "src"],
        beforeAddRecordingEvent: (event) => redactRecordingEvent(event),
      }),
    ],
    beforeSend: (event) => redactEvent(event),
    beforeSendTransaction: (event) => redactEvent(event),
    beforeBreadcrumb: (breadcrumb) => redactBreadcrumb(breadcrumb),
  });
  // Replay events pass no beforeSend: their page URLs are redacted here.
  Sentry.getClient()?.on("postprocessEvent", (event) => {
    if (event.type !== "replay_event") return;
    const redacted = redactEvent(event);
    delete event.user;
    Object.assign(event, redacted);
  });
  if (config.signedIn) void tagCurrentTenant();
  return {
    report: (error) => {
      Sentry.captureException(error);
    },
    followTenant: (signedIn) => {
      // Until the new answer is in, a report carries no tenant rather than the previous one.
      Sentry.setTag("tenant", undefined);
      if (signedIn) void tagCurrentTenant();
      // Signed out: an answer still on its way is about the tenant that was left.
      else latestFetch += 1;
    },
  };
}

/** Counts the fetches: after quick successive switches, only the latest answer counts. */
let latestFetch = 0;

/** Spec sections 7 and 8: the tenant tag (its key), or a report tagged with why it is missing. */
async function tagCurrentTenant() {
  latestFetch += 1;
  const asked = latestFetch;
  const result = await fetchCurrentTenant(callCurrentTenant);
  if (asked !== latestFetch) return;
  if ("key" in result) {
    Sentry.setTag("tenant", result.key);
  } else if (result.failure === "fetch_failed") {
    Sentry.captureException(result.error, { tags: { tenant_fetch: "fetch_failed" } });
  } else {
    Sentry.captureMessage("The current tenant answer has no data", {
      level: "warning",
      tags: { tenant_fetch: "no_data" },
    });
  }
}
