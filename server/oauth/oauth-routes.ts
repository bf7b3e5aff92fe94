import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import type pg from "pg";
import type { AppEnv } from "../http/app-env.ts";
import type { Provider } from "./provider.ts";
import { revokeGrantOfRefreshToken } from "./revoke-grant.ts";
import { WEB_CLIENT_ID } from "./web-client.ts";

const MOUNT = "/oauth";

type OAuthEnv = AppEnv & { Bindings: Partial<HttpBindings> };

/**
 * Mounts the authorization server under /oauth. oidc-provider is a Koa app working on Node's
 * own request and response, so it gets them directly, with the mount path stripped as a
 * framework mount would.
 */
export function oauthRoutes(provider: Provider, pool: pg.Pool) {
  const callback = provider.callback();
  return new Hono<OAuthEnv>()
    .post(`${MOUNT}/logout`, async (c) => {
      // Spec section 7: POST /oauth/logout ends the sign-in: the grant of the refresh token goes.
      const form = await c.req.parseBody();
      const token = typeof form.token === "string" ? form.token : "";
      const clientId = typeof form.client_id === "string" ? form.client_id : WEB_CLIENT_ID;
      if (token) await revokeGrantOfRefreshToken(provider, pool, token, clientId);
      return c.body(null, 204);
    })
    .all(`${MOUNT}/*`, async (c) => {
      const { incoming, outgoing } = c.env;
      if (!incoming || !outgoing) return c.text("The authorization server needs a socket", 500);
      const originalUrl = incoming.url ?? "/";
      Object.assign(incoming, { originalUrl, url: originalUrl.slice(MOUNT.length) || "/" });
      outgoing.setHeader("X-Request-Id", c.get("requestId"));
      outgoing.setHeader("X-Content-Type-Options", "nosniff");
      outgoing.setHeader("X-Frame-Options", "DENY");
      outgoing.setHeader("Referrer-Policy", "same-origin");
      outgoing.setHeader(
        "Content-Security-Policy",
        "default-src 'none'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
      );
      await new Promise<void>((resolve) => {
        outgoing.once("finish", resolve);
        outgoing.once("close", resolve);
        callback(incoming, outgoing);
      });
      return RESPONSE_ALREADY_SENT;
    });
}
