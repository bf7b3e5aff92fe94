import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ErrorReportingSettings } from "../../app/features/observability/error-reporting-settings.ts";
import {
  type BrowserIntegrations,
  browserIntegrationsFrom,
} from "../config/browser-integrations.ts";
import type { Config } from "../config/config.ts";
import { resolveEncryptionKey, resolveSessionSecret } from "../config/session-secret.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { createApiApp } from "../http/api-app.ts";
import { createHttpApp } from "../http/http-app.ts";
import { thirdPartyCspSources } from "../http/third-party-csp-sources.ts";
import { buildDirectory, createWebHandler } from "../http/web-handler.ts";
import { jobDefinitions } from "../jobs/job-definitions.ts";
import { installJobQueue, type JobRunner, startJobRunner } from "../jobs/queue.ts";
import type { Logger } from "../logging/logger.ts";
import type { InProcessEnv } from "../modules/identity/sign-in-memo.ts";
import { deliverySettingsFrom } from "../modules/orders/delivery/delivery-settings.ts";
import { llmSettingsFrom } from "../modules/orders/extraction/llm/llm-settings.ts";
import { type SmtpListener, startSmtpListener } from "../modules/orders/intake/smtp-listener.ts";
import { registerApiRoutes } from "../modules/register-api-routes.ts";
import { seedDemoData } from "../modules/tenants/seed-demo-data.ts";
import { oauthRoutes } from "../oauth/oauth-routes.ts";
import { createOAuthProvider } from "../oauth/provider.ts";
import { WEB_CLIENT_ID } from "../oauth/web-client.ts";
import { startErrorReporting } from "../observability/error-reporting.ts";
import { createOutboundGuard, type OutboundGuard } from "../security/outbound-guard.ts";
import { createSecretBox, type SecretBox } from "../security/secret-box.ts";
import { version } from "./version.ts";

export type RunningFennec = {
  url: string;
  database: Database;
  /** The inbound SMTP listener's port (processes that serve the web). */
  smtpPort: number | null;
  /** Stops accepting, lets in-flight requests finish, stops workers, closes the database. */
  stop: () => Promise<void>;
};

/** Prepares the database, then starts what the process role asks for: web + API, workers, or both. */
export async function startFennec(config: Config, logger: Logger): Promise<RunningFennec> {
  // The web app signs its cookies with this; it reads it from the environment.
  process.env.SESSION_SECRET = await resolveSessionSecret(config);
  const errorReporting = await startErrorReporting(config, logger);
  // The chat and analytics scripts the pages load, and what the CSP allows for them.
  const browserIntegrations = browserIntegrationsFrom(config);

  const database = await openDatabase(config, logger);
  const secretBox = createSecretBox(await resolveEncryptionKey(config));
  // One guard for every outbound connection to a user-chosen address: API tests and jobs alike.
  const outboundGuard = createOutboundGuard({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE });
  let jobRunner: JobRunner | undefined;
  let smtp: SmtpListener | undefined;
  try {
    await installJobQueue(database.ownerPool, jobDefinitions(database));
    await announceDemoData(config, logger, database);
    let internalBaseUrl = "";
    const web = config.runsWeb
      ? await startWeb(
          config,
          database,
          { secretBox, outboundGuard },
          () => internalBaseUrl,
          (request, env) => Promise.resolve(httpApp.fetch(request, env)),
          { errorReporting, browserIntegrations },
        )
      : undefined;
    if (config.runsWorkers) {
      jobRunner = await startJobRunner(
        database.ownerPool,
        jobDefinitions(
          database,
          secretBox,
          llmSettingsFrom(config, logger),
          outboundGuard,
          deliverySettingsFrom(config),
        ),
        logger,
        config.JOB_MAINTENANCE_SECONDS,
      );
    }
    const httpApp = createHttpApp({
      logger,
      appPool: database.appPool,
      version,
      production: config.isProduction,
      metricsToken: config.METRICS_TOKEN,
      thirdPartySources: thirdPartyCspSources(browserIntegrations),
      errorReporting,
      ...web,
    });

    const server = await listen(httpApp.fetch, config.PORT, config.HOST);
    smtp = config.runsWeb
      ? await startSmtpListener({
          pool: database.appPool,
          logger,
          host: config.HOST,
          port: config.SMTP_PORT,
          maxBytes: config.SMTP_MAX_MESSAGE_BYTES,
        })
      : undefined;
    const { port } = server.address() as AddressInfo;
    const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
    internalBaseUrl = `http://${loopbackOr(config.HOST)}:${port}`;
    logger.info({ url, role: config.FENNEC_ROLE, version }, "Fennec is running");

    return {
      url,
      database,
      smtpPort: smtp?.port ?? null,
      stop: async () => {
        await smtp?.close();
        await closeGracefully(server);
        await jobRunner?.stop();
        await database.close();
      },
    };
  } catch (error) {
    await smtp?.close().catch(() => undefined);
    await jobRunner?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** The API, the authorization server and the web app (process roles `all` and `web`). */
async function startWeb(
  config: Config,
  database: Database,
  { secretBox, outboundGuard }: { secretBox: SecretBox; outboundGuard: OutboundGuard },
  internalBaseUrl: () => string,
  apiFetch: (request: Request, env: InProcessEnv) => Promise<Response>,
  browser: {
    errorReporting: ErrorReportingSettings | null;
    browserIntegrations: BrowserIntegrations;
  },
) {
  const sessionSecret = process.env.SESSION_SECRET ?? "";
  const provider = await createOAuthProvider(database, {
    appUrl: config.APP_URL,
    port: config.PORT,
    sessionSecret,
    accessTokenTtl: config.OAUTH_ACCESS_TOKEN_TTL,
    refreshTokenTtl: config.OAUTH_REFRESH_TOKEN_TTL,
    production: config.isProduction,
    apiClientRequestsPerMinute: config.API_CLIENT_REQUESTS_PER_MINUTE,
  });
  const api = createApiApp(version);
  registerApiRoutes(api, provider, database.appPool, {
    signInLimits: {
      perAccount: config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      perIp: config.SIGN_IN_MAX_FAILURES_PER_IP,
    },
    secretBox,
    maxMessageBytes: config.SMTP_MAX_MESSAGE_BYTES,
    outboundGuard,
  });
  const handler = await createWebHandler({
    apiFetch,
    apiBaseUrl: config.API_BASE_URL,
    appUrl: config.APP_URL,
    production: config.isProduction,
    version,
    maxMessageBytes: config.SMTP_MAX_MESSAGE_BYTES,
    oauth: { clientId: WEB_CLIENT_ID, internalBaseUrl },
    ...browser,
  });
  return {
    api,
    oauth: oauthRoutes(provider, database.appPool, { production: config.isProduction }),
    web: { buildDirectory, handler },
  };
}

/** Where this process can reach itself. */
function loopbackOr(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

type NodeServer = ReturnType<typeof serve> & {
  closeIdleConnections: () => void;
  closeAllConnections: () => void;
  keepAliveTimeout: number;
  headersTimeout: number;
};

/**
 * How long an idle keep-alive connection stays open: longer than the 60 s idle time-out of
 * common load balancers and HTTP clients, so that Fennec never closes a connection just as the
 * other side sends a request on it (Node's 5 s default answers some of those with a reset).
 */
const KEEP_ALIVE_MS = 65_000;

/** How long a stop waits for requests in flight before it closes their connections. */
const STOP_GRACE_MS = 10_000;

/**
 * Stops taking connections and waits for the requests in flight; each connection is closed as
 * soon as it is idle, including those whose request was still being answered when this began
 * (`close()` alone would leave those open for the whole keep-alive time). What is still open
 * after the grace time — a request that takes longer, a client that connected and sent
 * nothing — is closed then.
 */
function closeGracefully(server: NodeServer): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<NodeServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server as NodeServer));
    (server as NodeServer).keepAliveTimeout = KEEP_ALIVE_MS;
    // Headers of a request must come within this; kept longer than the keep-alive time.
    (server as NodeServer).headersTimeout = KEEP_ALIVE_MS + 1_000;
    server.once("error", reject);
  });
}

async function announceDemoData(config: Config, logger: Logger, database: Database) {
  const result = await seedDemoData(database.appPool, {
    email: config.FENNEC_ADMIN_EMAIL,
    password: config.FENNEC_ADMIN_PASSWORD,
  });
  if (!result.seeded) return;
  logger.info({ tenant: "demo" }, "created the demo tenant Demo Wholesale");
  if (config.isProduction) {
    if (result.generatedPassword) {
      logger.warn(
        "the first administrator has no known password: set one with `npm run fennec -- user:reset-password`",
      );
    }
    return;
  }
  // Printed once, on the start that creates the account, so a new user can sign in.
  const password = result.generatedPassword ?? "(the value of FENNEC_ADMIN_PASSWORD)";
  process.stdout.write(
    `\n  Demo administrator\n    e-mail:   ${result.adminEmail}\n    password: ${password}\n\n`,
  );
}
