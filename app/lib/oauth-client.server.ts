import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { isSecureRequest } from "./request-security.server";
import type { ServerContext } from "./server-context.server";
import { parseTokenResponse, type TokenSet } from "./token-response";

export type OAuthSettings = ServerContext["oauth"];

/** Holds the PKCE state and verifier between /login and /callback (one cookie per attempt). */
export const oauthStateCookieName = "fennec-oauth";
const oauthStateCookiePath = "/callback";

/** Fennec's web client of its own authorization server (docs/decisions/005). */
class FennecOAuthStrategy<User> extends OAuth2Strategy<User> {
  // A signed-out user always signs in again with a password, whatever session the
  // authorization server still remembers.
  protected override authorizationParams(params: URLSearchParams, request: Request) {
    const result = super.authorizationParams(params, request);
    result.set("prompt", "login");
    return result;
  }
}

/**
 * Built per request: the browser-facing endpoints use the origin the browser used, while token
 * calls go straight to the server (`internalBaseUrl`).
 */
export function createOAuthStrategy<User>(
  request: Request,
  oauth: OAuthSettings,
  verify: (options: OAuth2Strategy.VerifyOptions) => Promise<User>,
  scopes: string[] = ["openid", "offline_access"],
) {
  const origin = new URL(request.url).origin;
  return new FennecOAuthStrategy<User>(
    {
      cookie: {
        name: oauthStateCookieName,
        path: oauthStateCookiePath,
        httpOnly: true,
        // Lax: it must come back with the redirect from the authorization server.
        sameSite: "Lax",
        ...(isSecureRequest(request) ? { secure: true as const } : {}),
      },
      clientId: oauth.clientId,
      clientSecret: null,
      authorizationEndpoint: `${origin}/oauth/auth`,
      tokenEndpoint: `${oauth.internalBaseUrl}/oauth/token`,
      tokenRevocationEndpoint: `${oauth.internalBaseUrl}/oauth/token/revocation`,
      redirectURI: `${origin}/callback`,
      scopes,
      codeChallengeMethod: CodeChallengeMethod.S256,
    },
    verify,
  );
}

/** grant_type=refresh_token at the token endpoint; the answer is checked (spec section 5). */
export async function refreshTokenSet(
  request: Request,
  oauth: OAuthSettings,
  refreshToken: string,
): Promise<TokenSet> {
  // No scope: the refresh keeps the grant's own (asking for more is invalid_scope).
  const strategy = createOAuthStrategy(request, oauth, async () => null, []);
  const tokens = await strategy.refreshToken(refreshToken);
  return parseTokenResponse(tokens.data);
}

/** POST /oauth/logout: revokes the grant the refresh token belongs to. */
export async function endOAuthGrant(oauth: OAuthSettings, refreshToken: string) {
  const response = await fetch(`${oauth.internalBaseUrl}/oauth/logout`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ token: refreshToken, client_id: oauth.clientId }),
  });
  await response.body?.cancel();
  return response.ok;
}

/** Set-Cookie values that remove the PKCE state cookies once the sign-in is complete. */
export function expireOAuthStateCookies(request: Request): string[] {
  const names = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => name.startsWith(`${oauthStateCookieName}:`));
  const secure = isSecureRequest(request) ? "; Secure" : "";
  return names.map(
    (name) => `${name}=; Max-Age=0; Path=${oauthStateCookiePath}; HttpOnly; SameSite=Lax${secure}`,
  );
}
