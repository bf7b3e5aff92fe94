import * as oauth from "oauth4webapi";

export const WEB_CLIENT = { client_id: "fennec-web" } as const;
const options = { [oauth.allowInsecureRequests]: true };

/** Cookies as a browser would keep them (paths ignored: one origin, one test). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), value.join("="));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export async function discover(baseUrl: string) {
  const issuer = new URL(`${baseUrl}/oauth`);
  return oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, options));
}

/** Starts an authorization request the way the web app does; answers the redirect response. */
export async function authorize(
  baseUrl: string,
  jar: CookieJar,
  params: Record<string, string>,
): Promise<Response> {
  const url = new URL(`${baseUrl}/oauth/auth`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
  jar.take(response);
  return response;
}

export function submitCredentials(baseUrl: string, uid: string, email: string, password: string) {
  return fetch(`${baseUrl}/api/auth/interactions/${uid}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

/** The full authorization code flow with PKCE, as a real client library runs it. */
export async function signInWithPkce(baseUrl: string, email: string, password: string) {
  const as = await discover(baseUrl);
  const jar = new CookieJar();
  const redirectUri = `${baseUrl}/callback`;
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const start = await authorize(baseUrl, jar, {
    client_id: WEB_CLIENT.client_id,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "openid offline_access",
    prompt: "login",
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  });
  const uid = (start.headers.get("location") ?? "").match(/^\/sign-in\/([^/?]+)$/)?.[1];
  if (!uid)
    throw new Error(`No sign-in interaction: ${start.status} ${start.headers.get("location")}`);
  const login = await submitCredentials(baseUrl, uid, email, password);
  if (!login.ok) throw new Error(`Sign-in refused: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { redirectTo: string } };
  const resumed = await fetch(new URL(data.redirectTo, baseUrl), {
    redirect: "manual",
    headers: { cookie: jar.header() },
  });
  const callback = new URL(resumed.headers.get("location") ?? "", baseUrl);
  const parameters = oauth.validateAuthResponse(as, WEB_CLIENT, callback, state);
  const tokenResponse = await oauth.authorizationCodeGrantRequest(
    as,
    WEB_CLIENT,
    oauth.None(),
    parameters,
    redirectUri,
    verifier,
    options,
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, WEB_CLIENT, tokenResponse);
  return { as, tokens, code: parameters.get("code") as string, verifier, redirectUri };
}

export async function refresh(baseUrl: string, refreshToken: string) {
  const as = await discover(baseUrl);
  const response = await oauth.refreshTokenGrantRequest(
    as,
    WEB_CLIENT,
    oauth.None(),
    refreshToken,
    options,
  );
  return oauth.processRefreshTokenResponse(as, WEB_CLIENT, response);
}

export { oauth, options as oauthRequestOptions };

/** Calls the API as a signed-in client. */
export function callApi(
  baseUrl: string,
  accessToken: string,
  path: string,
  init: RequestInit = {},
) {
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      accept: "application/json",
      authorization: `Bearer ${accessToken}`,
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}
