import { createContext, type RouterContext } from "react-router";
import type { ErrorReportingSettings } from "../features/observability/error-reporting-settings";
import type { SupportChatSettings } from "../features/support-chat/support-chat-settings";
import type { UsageAnalyticsSettings } from "../features/usage-analytics/usage-analytics-settings";

/**
 * What the Hono server hands to every loader, action and middleware of the web app.
 * The web reaches the API only through `api`, which speaks the same HTTP contract an
 * external client uses (in one process it dispatches in-process, without a socket).
 */
export type ServerContext = {
  requestId: string;
  /** Fresh per request; every inline <script> and <style> must carry it (CSP). */
  cspNonce: string;
  /** Calls the backend API. `path` starts with `/api/`; the base URL is resolved by the server. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  productName: string;
  version: string;
  /** The authorization server as the web's server side reaches it (docs/decisions/005). */
  oauth: {
    clientId: string;
    /** e.g. http://127.0.0.1:3000 — for token, revocation and logout calls from the server. */
    internalBaseUrl: string;
  };
  /** The support chat and the usage analytics, when configured (decision 052). */
  supportChat?: SupportChatSettings | null;
  /** Signs the chat's user id for Intercom's identity verification; never sent to the page. */
  supportChatIdentitySecret?: string | null;
  usageAnalytics?: UsageAnalyticsSettings | null;
  /** Error reporting for the browser; null when off (decision 051). */
  errorReporting: ErrorReportingSettings | null;
  /** Set when the request's body was over the web's limit and was not read (decision 022). */
  bodyTooLarge?: { maxBytes: number };
};

// The server process and the built app each load this module; a registry-wide symbol makes
// them agree on one context key.
const key = Symbol.for("fennec.serverContext");
const registry = globalThis as { [key]?: RouterContext<ServerContext> };

registry[key] ??= createContext<ServerContext>();

export const serverContext: RouterContext<ServerContext> = registry[key];
