import {
  type ErrorReportingSettings,
  errorReportingSettings,
} from "../../app/features/observability/error-reporting-settings.ts";
import { redactBreadcrumb, redactEvent } from "../../app/features/observability/redact-report.ts";
import { setErrorReporter } from "../../app/features/observability/report-error.ts";
import type { Config } from "../config/config.ts";
import { version } from "../lifecycle/version.ts";
import type { Logger } from "../logging/logger.ts";

export function errorReportingSettingsFor(config: Config): ErrorReportingSettings | null {
  return errorReportingSettings({
    FENNEC_ENV: config.FENNEC_ENV,
    SENTRY_DSN: config.SENTRY_DSN,
    version,
  });
}

/**
 * Error reporting runs only in staging and production, and only with a DSN (spec section 9);
 * loaded lazily so a process without it pays nothing at start-up. Every event, transaction and
 * breadcrumb passes the one redaction (decision 051).
 */
export async function startErrorReporting(
  config: Config,
  logger: Logger,
): Promise<ErrorReportingSettings | null> {
  const settings = errorReportingSettingsFor(config);
  if (!settings) return null;
  const Sentry = await import("@sentry/react-router");
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    sampleRate: settings.sampleRate,
    tracesSampleRate: settings.tracesSampleRate,
    sendDefaultPii: false,
    // No Sentry headers on Fennec's own calls out (ERP, webhooks, mailboxes, the LLM).
    tracePropagationTargets: [],
    beforeSend: (event) => redactEvent(event),
    beforeSendTransaction: (event) => redactEvent(event),
    beforeBreadcrumb: (breadcrumb) => redactBreadcrumb(breadcrumb),
  });
  setErrorReporter((error, scope) => {
    Sentry.captureException(error, scope.tenantKey ? { tags: { tenant: scope.tenantKey } } : {});
  });
  logger.info({ environment: settings.environment }, "error reporting on");
  return settings;
}
