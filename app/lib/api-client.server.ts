import type { TokenSet } from "./token-response";

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type ApiRequestOptions = {
  method?: string;
  /** Added to the path as a query string; empty values are left out. */
  query?: Record<string, string | number | undefined | null>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as an x-www-form-urlencoded body. */
  form?: Record<string, string>;
  /**
   * Sent as a multipart/form-data body (an upload). Its files must be in memory, as those of
   * `request.formData()` are: each attempt sends a fresh copy, since a body stream is read once.
   */
  multipart?: FormData;
  /** Send the Bearer token and the tenant, and refresh on 401 (default true). */
  authenticated?: boolean;
  /** Retry a non-idempotent request once on a transient status (default true). */
  retry?: boolean;
};

/** The tokens and tenant of the current web session, and what to do when they change. */
export type ApiSession = {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly tenantId: string | null;
  setTokens(tokens: TokenSet): void;
};

export type ApiClientOptions = {
  fetch: ApiFetch;
  session: ApiSession;
  /** Exchanges the refresh token for new tokens (shared between concurrent requests). */
  refresh: (refreshToken: string) => Promise<TokenSet>;
  /**
   * Called when the API answers 401 and no refresh helps: clear the session and throw
   * (a redirect to /login). Never returns.
   */
  unauthenticated: () => never;
};

export type ApiClient = {
  request(path: string, options?: ApiRequestOptions): Promise<Response>;
};

/** Spec section 7: these are retried once, unless the method is idempotent. */
export const retriedStatuses: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const idempotentMethods: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "PUT",
  "DELETE",
  "OPTIONS",
  "TRACE",
]);

function withQuery(path: string, query: ApiRequestOptions["query"]) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path;
}

function copyOf(form: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of form) copy.append(name, value);
  return copy;
}

/**
 * The web's way to the API (spec sections 4 and 7): every call sends Accept: application/json,
 * the Bearer token and the chosen tenant. A 401 refreshes the tokens once and retries once;
 * when that fails the session ends. Non-idempotent calls are retried once on a transient status.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;

  async function refreshTokens() {
    const refreshToken = session.refreshToken;
    if (!refreshToken) return options.unauthenticated();
    const tokens = await options.refresh(refreshToken).catch(() => null);
    if (!tokens) return options.unauthenticated();
    session.setTokens(tokens);
  }

  return {
    async request(path, requestOptions = {}) {
      const method = (requestOptions.method ?? "GET").toUpperCase();
      const authenticated = requestOptions.authenticated ?? true;
      const mayRetry = (requestOptions.retry ?? true) && !idempotentMethods.has(method);
      const url = withQuery(path, requestOptions.query);

      // Bodies are strings (or, for multipart, copied per attempt) so that a retry can send the
      // very same bytes again.
      let body: string | undefined;
      let contentType: string | undefined;
      if (requestOptions.json !== undefined) {
        body = JSON.stringify(requestOptions.json);
        contentType = "application/json";
      } else if (requestOptions.form) {
        body = new URLSearchParams(requestOptions.form).toString();
        contentType = "application/x-www-form-urlencoded";
      }

      function send() {
        const headers = new Headers({ Accept: "application/json" });
        if (contentType) headers.set("Content-Type", contentType);
        if (authenticated) {
          if (session.accessToken) headers.set("Authorization", `Bearer ${session.accessToken}`);
          if (session.tenantId) headers.set("X-Tenant-Id", session.tenantId);
        }
        // fetch sets the multipart Content-Type itself, with the boundary of the body it writes.
        const multipart = requestOptions.multipart;
        return options.fetch(url, { method, headers, body: multipart ? copyOf(multipart) : body });
      }

      let refreshed = false;
      let retried = false;
      for (;;) {
        const response = await send();
        if (response.status === 401 && authenticated) {
          await response.body?.cancel();
          if (refreshed) return options.unauthenticated();
          await refreshTokens();
          refreshed = true;
          continue;
        }
        if (mayRetry && !retried && retriedStatuses.has(response.status)) {
          await response.body?.cancel();
          retried = true;
          continue;
        }
        return response;
      }
    },
  };
}
