import { createContext, type RouterContextProvider, type Session } from "react-router";
import {
  accessTokenCookie,
  refreshTokenCookie,
  type WebSessionData,
  webSessionStorage,
} from "./auth-cookies.server";
import { isSecureRequest } from "./request-security.server";
import type { TokenSet } from "./token-response";

/**
 * The web session of one request: tokens and chosen tenant as read from the cookies, changed by
 * loaders, actions and middleware, and written back once, on the way out (`commit`).
 */
export class AuthSession {
  #accessToken: string | null;
  #refreshToken: string | null;
  #tokensChanged = false;
  readonly #session: Session<WebSessionData>;
  #sessionChanged = false;

  constructor(
    tokens: { accessToken: string | null; refreshToken: string | null },
    session: Session<WebSessionData>,
  ) {
    this.#accessToken = tokens.accessToken;
    this.#refreshToken = tokens.refreshToken;
    this.#session = session;
  }

  get accessToken() {
    return this.#accessToken;
  }

  get refreshToken() {
    return this.#refreshToken;
  }

  /** Signed in as far as the cookies tell; the API has the last word. */
  get hasTokens() {
    return Boolean(this.#accessToken || this.#refreshToken);
  }

  get tenantId() {
    return this.#session.get("tenantId") ?? null;
  }

  setTokens(tokens: TokenSet) {
    this.#accessToken = tokens.accessToken;
    this.#refreshToken = tokens.refreshToken;
    this.#tokensChanged = true;
  }

  setTenantId(tenantId: string | null) {
    if ((this.#session.get("tenantId") ?? null) === tenantId) return;
    if (tenantId) this.#session.set("tenantId", tenantId);
    else this.#session.unset("tenantId");
    this.#sessionChanged = true;
  }

  setReturnTo(path: string | null) {
    if ((this.#session.get("returnTo") ?? null) === path) return;
    if (path) this.#session.set("returnTo", path);
    else this.#session.unset("returnTo");
    this.#sessionChanged = true;
  }

  /** Reads and forgets the page to return to after sign-in. */
  takeReturnTo() {
    const path = this.#session.get("returnTo") ?? null;
    if (path) this.setReturnTo(null);
    return path;
  }

  /** A new sign-in: new tokens, and no tenant choice left over from someone else. */
  signIn(tokens: TokenSet) {
    this.setTokens(tokens);
    this.setTenantId(null);
  }

  /** Signed out, or the refresh failed: every token and choice goes. */
  clear() {
    this.#accessToken = null;
    this.#refreshToken = null;
    this.#tokensChanged = true;
    this.#session.unset("tenantId");
    this.#session.unset("returnTo");
    this.#sessionChanged = true;
  }

  /** The Set-Cookie values for what changed during the request. */
  async commit(request: Request): Promise<string[]> {
    const secure = isSecureRequest(request);
    const cookies: string[] = [];
    if (this.#tokensChanged) {
      cookies.push(
        this.#accessToken
          ? await accessTokenCookie.serialize(this.#accessToken, { secure })
          : await accessTokenCookie.serialize("", { secure, maxAge: 0 }),
        this.#refreshToken
          ? await refreshTokenCookie.serialize(this.#refreshToken, { secure })
          : await refreshTokenCookie.serialize("", { secure, maxAge: 0 }),
      );
    }
    if (this.#sessionChanged) {
      cookies.push(
        this.#session.has("tenantId") || this.#session.has("returnTo")
          ? await webSessionStorage.commitSession(this.#session, { secure })
          : await webSessionStorage.destroySession(this.#session, { secure }),
      );
    }
    return cookies;
  }
}

export async function readAuthSession(request: Request) {
  const cookieHeader = request.headers.get("Cookie");
  const [accessToken, refreshToken, session] = await Promise.all([
    accessTokenCookie.parse(cookieHeader),
    refreshTokenCookie.parse(cookieHeader),
    webSessionStorage.getSession(cookieHeader),
  ]);
  return new AuthSession(
    {
      accessToken: typeof accessToken === "string" && accessToken ? accessToken : null,
      refreshToken: typeof refreshToken === "string" && refreshToken ? refreshToken : null,
    },
    session,
  );
}

export const authSessionContext = createContext<AuthSession>();

export function getAuthSession(context: Readonly<RouterContextProvider>) {
  return context.get(authSessionContext);
}
