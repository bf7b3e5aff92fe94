import type { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { KoaContextWithOIDC } from "oidc-provider";
import { reportError } from "../../app/features/observability/report-error.ts";
import type { Logger } from "../logging/logger.ts";
import type { Provider } from "./provider.ts";

/**
 * oidc-provider's documented error events, one per endpoint: a request it refused. A server
 * failure is `server_error` instead.
 */
const REFUSAL_EVENTS = [
  "authorization.error",
  "backchannel.error",
  "discovery.error",
  "end_session.error",
  "grant.error",
  "introspection.error",
  "jwks.error",
  "pushed_authorization_request.error",
  "registration_create.error",
  "registration_delete.error",
  "registration_read.error",
  "registration_update.error",
  "revocation.error",
  "userinfo.error",
] as const;

type OAuthError = Error & { error?: string; error_detail?: string; status?: number };

/**
 * What the request was and who made it, never what it carried: oidc-provider's error code and
 * its fixed detail ("invalid secret provided"), and the client once it is known. Secrets,
 * codes and tokens are parameters, and no parameter is logged.
 */
function about(ctx: KoaContextWithOIDC | undefined, event: string) {
  return { event, clientId: ctx?.oidc?.client?.clientId };
}

/**
 * Logs what the authorization server refuses or fails at, which it answers itself, out of
 * sight of the API's error handling: a failure as an error (and to error reporting), a client
 * that failed to authenticate (a wrong or revoked secret, an unknown client) as a warning,
 * another refusal (an expired code or refresh token, a bad parameter) as info. Each on the log
 * of the request it happened in, with its request id. Answers how to name the log of a request
 * before it is handed to oidc-provider.
 */
export function logOAuthEvents(
  provider: Provider,
): (incoming: IncomingMessage, log: Logger) => void {
  const logs = new WeakMap<IncomingMessage, Logger>();
  // Every request reaches oidc-provider through oauth-routes.ts, which names its log first.
  const logOf = (ctx: KoaContextWithOIDC | undefined) => (ctx ? logs.get(ctx.req) : undefined);

  const failed = (ctx: KoaContextWithOIDC | undefined, err: Error, event: string) => {
    logOf(ctx)?.error({ err, ...about(ctx, event) }, "authorization server failed");
    reportError(err);
  };
  provider.on("server_error", (ctx, err) => failed(ctx, err, "server_error"));
  for (const event of REFUSAL_EVENTS) {
    provider.on(event as "grant.error", (ctx: KoaContextWithOIDC, err: OAuthError) => {
      const line = {
        ...about(ctx, event),
        error: err.error,
        detail: err.error_detail,
        status: err.status,
      };
      if (err.error === "invalid_client") logOf(ctx)?.warn(line, "client authentication failed");
      else logOf(ctx)?.info(line, "authorization server refused the request");
    });
  }
  // What escapes oidc-provider's own error handling reaches Koa's: Koa answers it (500, or the
  // error's own status) and would print it to stderr, outside the log. (Koa's event: the
  // provider's typings leave it out.)
  (provider as unknown as EventEmitter).on("error", (err: OAuthError, ctx?: KoaContextWithOIDC) => {
    if ((err.status ?? 500) >= 500) failed(ctx, err, "error");
    else
      logOf(ctx)?.debug(
        { err, ...about(ctx, "error") },
        "authorization server refused the request",
      );
  });

  return (incoming, log) => {
    logs.set(incoming, log);
  };
}
