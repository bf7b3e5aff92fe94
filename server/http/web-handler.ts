import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ErrorReportingSettings } from "../../app/features/observability/error-reporting-settings.ts";
import { serverContext } from "../../app/lib/server-context.server.ts";
import { resolveApiBaseUrl } from "../config/api-base-url.ts";
import type { BrowserIntegrations } from "../config/browser-integrations.ts";
import { createSignInMemo, type InProcessEnv } from "../modules/identity/sign-in-memo.ts";
import type { AppEnv } from "./app-env.ts";
import { clientIp } from "./client-ip.ts";
import { isCrossSiteMutation } from "./cross-site-request.ts";
import { webBodyLimit, withinBodyLimit } from "./web-body-limit.ts";

export const buildDirectory = path.resolve("build");

export type WebHandlerOptions = {
  /** Dispatches an API request in-process, through the same handlers as over HTTP. */
  apiFetch: (request: Request, env: InProcessEnv) => Promise<Response>;
  /** Where the server side of the web app reaches the authorization server (after listen). */
  oauth: { clientId: string; internalBaseUrl: () => string };
  apiBaseUrl: string | undefined;
  appUrl: string | undefined;
  production: boolean;
  version: string;
  /** SMTP_MAX_MESSAGE_BYTES: the largest e-mail the /to-process upload accepts. */
  maxMessageBytes: number;
  /** The chat and analytics scripts the pages load (decision 052); none when absent. */
  browserIntegrations?: BrowserIntegrations;
  /** Handed to the pages, which start error reporting in the browser with it (decision 051). */
  errorReporting?: ErrorReportingSettings | null;
};

/**
 * Loads the built React Router app (`npm run build`) and serves it with Fennec's load context.
 * Before the router: the one origin check for mutations and the body limit (decision 022).
 */
export async function createWebHandler(options: WebHandlerOptions) {
  const serverEntry = path.join(buildDirectory, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run \`npm run build\``);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.production ? "production" : "development");

  return async (c: Context<AppEnv>) => {
    const request = asPublicRequest(c.req.raw, options.appUrl);
    const url = new URL(request.url);
    // APP_URL's origin when set (asPublicRequest put it in the URL), else the request's own.
    if (isCrossSiteMutation(request, url.origin)) {
      c.get("log").warn({ origin: request.headers.get("origin") }, "cross-site post refused");
      return c.text("Forbidden: this form was sent from another site.", 403);
    }
    const maxBytes = webBodyLimit(url.pathname, options);
    const checked = await withinBodyLimit(request, maxBytes);
    const context = new RouterContextProvider();
    context.set(serverContext, {
      requestId: c.get("requestId"),
      cspNonce: c.get("secureHeadersNonce") ?? "",
      api: apiClientFor(request, options, clientIp(c)),
      productName: "Fennec",
      version: options.version,
      oauth: { clientId: options.oauth.clientId, internalBaseUrl: options.oauth.internalBaseUrl() },
      supportChat: options.browserIntegrations?.supportChat ?? null,
      supportChatIdentitySecret: options.browserIntegrations?.supportChatIdentitySecret ?? null,
      usageAnalytics: options.browserIntegrations?.usageAnalytics ?? null,
      errorReporting: options.errorReporting ?? null,
      ...(checked ? {} : { bodyTooLarge: { maxBytes } }),
    });
    // Refused: the root middleware answers 413 with a translated message; nothing reads the body.
    return handle(checked ?? withoutBody(request), context);
  };
}

/**
 * Behind a proxy the request reaches us as http://internal-host; the web app must see the public
 * URL (Secure cookies, React Router's origin check on form posts). APP_URL says what that is.
 */
function asPublicRequest(request: Request, appUrl: string | undefined): Request {
  if (!appUrl) return request;
  const url = new URL(request.url);
  const publicUrl = new URL(`${url.pathname}${url.search}`, appUrl);
  if (publicUrl.origin === url.origin) return request;
  return new Request(publicUrl, { ...requestInit(request), duplex: "half" } as RequestInit);
}

function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of ["content-length", "content-type", "transfer-encoding"]) headers.delete(name);
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

function requestInit(request: Request): RequestInit {
  return {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    redirect: request.redirect,
  };
}

function apiClientFor(request: Request, options: WebHandlerOptions, browserIp: string) {
  // A page load (GET) checks its bearer token once, however many API calls its loaders make;
  // a form post checks it on every call, as it may change what the check reads.
  const signInMemo = request.method === "GET" ? createSignInMemo() : undefined;
  return (apiPath: string, init?: RequestInit): Promise<Response> => {
    const base = resolveApiBaseUrl(options.apiBaseUrl, options.appUrl ?? request.url);
    const url = `${base}${apiPath}`;
    const ownOrigin = new URL(options.appUrl ?? request.url).origin;
    const apiRequest = new Request(url, init);
    // Same origin: no socket needed, the very same Hono handlers answer.
    return new URL(url).origin === ownOrigin
      ? options.apiFetch(apiRequest, { clientIp: browserIp, signInMemo })
      : fetch(apiRequest);
  };
}
