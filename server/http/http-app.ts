import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type pg from "pg";
import {
  type ErrorReportingSettings,
  ingestOrigin,
} from "../../app/features/observability/error-reporting-settings.ts";
import { reportError } from "../../app/features/observability/report-error.ts";
import type { Logger } from "../logging/logger.ts";
import { createFennecMetrics } from "../observability/metrics/fennec-metrics.ts";
import { metricsRoutes } from "../observability/metrics/metrics-routes.ts";
import { requestMetrics } from "../observability/metrics/request-metrics.ts";
import { type ApiApp, apiNotFound } from "./api-app.ts";
import type { AppEnv } from "./app-env.ts";
import { CLIENT_CLOSED_REQUEST, clientClosedRequest } from "./client-closed-request.ts";
import { healthRoutes } from "./health.ts";
import { requestLogging } from "./request-logging.ts";
import { securityHeaders } from "./security-headers.ts";
import { staticAssets } from "./static-assets.ts";
import type { ThirdPartyCspSources } from "./third-party-csp-sources.ts";

export type HttpAppOptions = {
  logger: Logger;
  appPool: pg.Pool;
  version: string;
  production: boolean;
  /** METRICS_TOKEN: /metrics answers a scraper holding it; unset, there is no /metrics. */
  metricsToken?: string;
  /** Absent in the worker role, which answers only /healthz. */
  api?: ApiApp;
  /** The authorization server's routes (/oauth), with the API. */
  oauth?: Hono<AppEnv>;
  web?: { buildDirectory: string; handler: (c: Context<AppEnv>) => Promise<Response> };
  /** What the configured chat and analytics scripts need in the CSP (decision 052). */
  thirdPartySources?: ThirdPartyCspSources;
  /** When on, pages may send reports to its ingest (and replays use a blob worker). */
  errorReporting?: ErrorReportingSettings | null;
};

/** The one HTTP application: health, metrics, API, static files and the web app, in that order. */
export function createHttpApp(options: HttpAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestLogging(options.logger));
  const metricsEndpoint = options.metricsToken
    ? { metrics: createFennecMetrics(), token: options.metricsToken }
    : undefined;
  if (metricsEndpoint) {
    app.use(requestMetrics(metricsEndpoint.metrics, options.web ? "web" : "unmatched"));
  }
  // Before the header and compression middleware: oidc-provider writes Node's response itself.
  if (options.oauth) app.route("/", options.oauth);
  const ingest = ingestOrigin(options.errorReporting ?? null);
  app.use(
    securityHeaders({
      production: options.production,
      connectSources: ingest ? [ingest] : [],
      workerSources: ingest ? ["blob:"] : [],
      thirdPartySources: options.thirdPartySources,
    }),
  );
  app.use(compress());
  app.route("/", healthRoutes(options.appPool, options.version));
  app.route("/", metricsRoutes(options.appPool, metricsEndpoint));
  if (options.api) {
    app.route("/api", options.api);
    app.all("/api/*", apiNotFound);
  }
  if (options.web) {
    app.route("/", staticAssets(options.web.buildDirectory));
    app.all("*", options.web.handler);
  }
  app.onError((error, c) => {
    // A body that stopped because the browser went away (an upload cancelled halfway).
    if (clientClosedRequest(c)) {
      c.get("log").debug({ err: error }, "client closed request");
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    c.get("log").error({ err: error }, "unhandled error");
    reportError(error);
    return c.text("Internal Server Error", 500);
  });
  return app;
}
