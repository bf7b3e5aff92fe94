import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type pg from "pg";
import type { AppEnv } from "../http/app-env.ts";
import { STRICT_TRANSPORT_SECURITY } from "../http/security-headers.ts";
import { logOAuthEvents } from "./oauth-event-log.ts";
import type { Provider } from "./provider.ts";
import { revokeGrantOfRefreshToken } from "./revoke-grant.ts";
import { WEB_CLIENT_ID } from "./web-client.ts";

const MOUNT = "/oauth";

type OAuthEnv = AppEnv & { Bindings: Partial<HttpBindings> };

/** A logout form holds a token and a client id: anything bigger is not one. */
const LOGOUT_BODY_LIMIT = 16 * 1024;

/**
 * Over HTTPS, as the client sees it: oidc-provider trusts a TLS proxy's X-Forwarded-Proto
 * (`provider.proxy`), so this does too.
 */
function overHttps(incoming: NonNullable<HttpBindings["incoming"]>): boolean {
  const forwarded = incoming.headers["x-forwarded-proto"];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  if (proto) return proto.toLowerCase() === "https";
  return Boolean((incoming.socket as { encrypted?: boolean } | undefined)?.encrypted);
}

/**
 * Mounts the authorization server under /oauth. oidc-provider is a Koa app working on Node's
 * own request and response, so it gets them directly, with the mount path stripped as a
 * framework mount would. It is mounted before the header middleware, so its answers get their
 * headers here: never cached, and HSTS in production. What it answered reaches the access log
 * and the metrics as Node sent it (answered-status.ts); what it refused or failed at is logged
 * by oauth-event-log.ts.
 */
export function oauthRoutes(
  provider: Provider,
  pool: pg.Pool,
  options: { production: boolean } = { production: false },
) {
  // Before the callback is made: Koa adds its own stderr printer when nobody listens to errors.
  const nameLog = logOAuthEvents(provider);
  const callback = provider.callback();
  const answerHeaders: Record<string, string> = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Content-Security-Policy":
      "default-src 'none'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
    ...(options.production ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
  return new Hono<OAuthEnv>()
    .post(
      `${MOUNT}/logout`,
      bodyLimit({
        maxSize: LOGOUT_BODY_LIMIT,
        // The rest of the body is never read: the connection ends with this answer, so a client
        // that keeps connections alive does not send its next request into the unread bytes.
        onError: (c) =>
          c.json(
            { error: "invalid_request", error_description: "The request body is too large" },
            413,
            { ...answerHeaders, Connection: "close" },
          ),
      }),
      async (c) => {
        // Spec section 7: POST /oauth/logout ends the sign-in: the grant of the refresh token goes.
        const form = await c.req.parseBody();
        const token = typeof form.token === "string" ? form.token : "";
        const clientId = typeof form.client_id === "string" ? form.client_id : WEB_CLIENT_ID;
        if (token) await revokeGrantOfRefreshToken(provider, pool, token, clientId);
        return c.body(null, 204, answerHeaders);
      },
    )
    .all(`${MOUNT}/*`, async (c) => {
      const { incoming, outgoing } = c.env;
      if (!incoming || !outgoing) return c.text("The authorization server needs a socket", 500);
      const originalUrl = incoming.url ?? "/";
      const url = originalUrl.slice(MOUNT.length) || "/";
      for (const [name, value] of Object.entries(answerHeaders)) outgoing.setHeader(name, value);
      outgoing.setHeader("X-Request-Id", c.get("requestId"));
      // In production the sign-in cookies are Secure, which Node will not send over plain HTTP
      // (oidc-provider then answers 500): say what is wrong instead. Token and revocation
      // calls set no cookies and may come over loopback from this process's own web app.
      if (options.production && /^\/auth(?:[/?]|$)/.test(url) && !overHttps(incoming)) {
        return c.json(
          {
            error: "invalid_request",
            error_description:
              "Sign-in works only over HTTPS. Behind a TLS proxy, have it send X-Forwarded-Proto: https.",
          },
          400,
        );
      }
      Object.assign(incoming, { originalUrl, url });
      nameLog(incoming, c.get("log"));
      await new Promise<void>((resolve) => {
        outgoing.once("finish", resolve);
        outgoing.once("close", resolve);
        callback(incoming, outgoing);
      });
      return RESPONSE_ALREADY_SENT;
    });
}
