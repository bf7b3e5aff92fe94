import type { Config } from "../config/config.ts";
import { version } from "../lifecycle/version.ts";
import type { Logger } from "../logging/logger.ts";

/** Keys whose values never leave the process in an error report (spec section 8). */
const sensitiveKey = /token|password|secret|authorization|cookie|e-?mail|user_?id|address|phone/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      sensitiveKey.test(key) ? "[redacted]" : redact(item, depth + 1),
    ]),
  );
}

/**
 * Error reporting runs only in production and only with a DSN (spec section 9); loaded lazily so
 * a process without it pays nothing at start-up.
 */
export async function startErrorReporting(config: Config, logger: Logger): Promise<void> {
  if (!config.SENTRY_DSN || !config.isProduction) return;
  const Sentry = await import("@sentry/react-router");
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: "production",
    release: `fennec-fox@${version}`,
    tracesSampleRate: 0.01,
    sendDefaultPii: false,
    initialScope: { tags: { multiTenant: "true" } },
    beforeSend: (event) => redact(event) as typeof event,
  });
  logger.info("error reporting on");
}
