import { beforeAll, describe, expect, it } from "vitest";
import {
  authorize,
  CookieJar,
  callApi,
  discover,
  oauth,
  oauthRequestOptions,
  refresh,
  signInWithPkce,
  submitCredentials,
  WEB_CLIENT,
} from "../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { startTestServer } from "../../tests/setup/test-server.ts";
import { withPlatformAccess } from "../db/tenant-transaction.ts";
import { createApiClient } from "../modules/connectivity/api-clients/api-clients-service.ts";
import { createUser } from "../modules/identity/create-user.ts";
import { addMembership } from "../modules/identity/user-repository.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
const server = startTestServer();
// A second web process on the same database, as when scaled out.
const otherProcess = startTestServer();
const password = "correct horse battery";
let email: string;
let tenantId: string;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `oauth-${Date.now()}`, name: "OAuth BV" });
  tenantId = tenant.id;
  email = `ann-${Date.now()}@oauth.test`;
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "operator" });
});

function pkceParams(base: string, overrides: Record<string, string> = {}) {
  return {
    client_id: WEB_CLIENT.client_id,
    response_type: "code",
    redirect_uri: `${base}/callback`,
    scope: "openid offline_access",
    state: "s",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    ...overrides,
  };
}

describe("the authorization server", () => {
  it("publishes its metadata", async () => {
    const as = await discover(server.url);
    expect(as.issuer).toBe(`${server.url}/oauth`);
    expect(as.code_challenge_methods_supported).toEqual(["S256"]);
    expect(as.grant_types_supported).toEqual(
      expect.arrayContaining(["authorization_code", "refresh_token", "client_credentials"]),
    );
    expect(as.revocation_endpoint).toBe(`${server.url}/oauth/token/revocation`);
  });

  it("runs the authorization code flow with PKCE and gives tokens of the spec's shape", async () => {
    const { tokens } = await signInWithPkce(server.url, email, password);
    expect(tokens.token_type.toLowerCase()).toBe("bearer");
    expect(Number.isInteger(tokens.expires_in) && (tokens.expires_in ?? 0) > 0).toBe(true);
    expect(tokens.access_token.length).toBeGreaterThanOrEqual(10);
    expect(tokens.refresh_token?.length).toBeGreaterThanOrEqual(10);

    const me = await callApi(server.url, tokens.access_token, "/api/identity/me");
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({ email, company: "OAuth BV", role: "operator" });
  });

  it("rotates refresh tokens, and a reused one revokes the whole grant", async () => {
    const { tokens } = await signInWithPkce(server.url, email, password);
    const first = tokens.refresh_token as string;
    const rotated = await refresh(server.url, first);
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(first);
    expect((await callApi(server.url, rotated.access_token, "/api/identity/me")).status).toBe(200);

    await expect(refresh(server.url, first)).rejects.toMatchObject({ error: "invalid_grant" });
    await expect(refresh(server.url, rotated.refresh_token as string)).rejects.toMatchObject({
      error: "invalid_grant",
    });
    expect((await callApi(server.url, rotated.access_token, "/api/identity/me")).status).toBe(401);
  });

  it("revokes an access token on request", async () => {
    const { as, tokens } = await signInWithPkce(server.url, email, password);
    const response = await oauth.revocationRequest(
      as,
      WEB_CLIENT,
      oauth.None(),
      tokens.access_token,
      oauthRequestOptions,
    );
    await oauth.processRevocationResponse(response);
    expect((await callApi(server.url, tokens.access_token, "/api/identity/me")).status).toBe(401);
  });

  it("ends the sign-in on POST /oauth/logout and on POST /api/identity/logout", async () => {
    const viaOauth = await signInWithPkce(server.url, email, password);
    const response = await fetch(`${server.url}/oauth/logout`, {
      method: "POST",
      body: new URLSearchParams({
        token: viaOauth.tokens.refresh_token as string,
        client_id: "fennec-web",
      }),
    });
    expect(response.status).toBe(204);
    expect(
      (await callApi(server.url, viaOauth.tokens.access_token, "/api/identity/me")).status,
    ).toBe(401);
    await expect(refresh(server.url, viaOauth.tokens.refresh_token as string)).rejects.toThrow();

    const viaApi = await signInWithPkce(server.url, email, password);
    const logout = await callApi(server.url, viaApi.tokens.access_token, "/api/identity/logout", {
      method: "POST",
    });
    expect(logout.status).toBe(204);
    await expect(refresh(server.url, viaApi.tokens.refresh_token as string)).rejects.toThrow();
  });

  it("refuses a reused authorization code", async () => {
    const { code, verifier, redirectUri } = await signInWithPkce(server.url, email, password);
    // The token request exactly as spec section 7 gives it: a form body.
    const again = await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: "fennec-web",
        code_verifier: verifier,
      }),
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe("invalid_grant");
  });

  it("answers a NUL in a client id, a token or a code with OAuth's own errors, never a 500", async () => {
    // PostgreSQL text cannot hold a NUL: such a value was never stored, so it is no client and
    // no token, found before any query.
    const form = (path: string, fields: Record<string, string>, headers = {}) =>
      fetch(`${server.url}/oauth${path}`, {
        method: "POST",
        headers,
        body: new URLSearchParams(fields),
      });
    const basic = (id: string) => ({
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:secret`).toString("base64")}`,
    });
    const attempts = {
      "client_id in the form": form("/token", {
        grant_type: "client_credentials",
        client_id: "\u0000",
        client_secret: "secret",
      }),
      "client id in Basic authentication": form(
        "/token",
        { grant_type: "client_credentials" },
        basic("fennec_client_\u0000"),
      ),
      "client id of a client's shape with a NUL": form("/token", {
        grant_type: "client_credentials",
        client_id: `fennec_client_${"0".repeat(31)}\u0000`,
        client_secret: "secret",
      }),
      "refresh token": form("/token", {
        grant_type: "refresh_token",
        refresh_token: "a\u0000b",
        client_id: "fennec-web",
      }),
      "authorization code": form("/token", {
        grant_type: "authorization_code",
        code: "\u0000",
        redirect_uri: `${server.url}/callback`,
        client_id: "fennec-web",
        code_verifier: "x".repeat(43),
      }),
      "token to revoke": form("/token/revocation", { token: "\u0000", client_id: "fennec-web" }),
      "token at logout": form("/logout", { token: "\u0000", client_id: "fennec-web" }),
    };
    const expected: Record<keyof typeof attempts, [number, string | null]> = {
      "client_id in the form": [401, "invalid_client"],
      // oidc-provider itself refuses a control character in Basic credentials.
      "client id in Basic authentication": [400, "invalid_request"],
      "client id of a client's shape with a NUL": [401, "invalid_client"],
      "refresh token": [400, "invalid_grant"],
      "authorization code": [400, "invalid_grant"],
      "token to revoke": [200, null],
      "token at logout": [204, null],
    };
    const answered: Record<string, [number, string | null]> = {};
    for (const [kind, attempt] of Object.entries(attempts)) {
      const response = await attempt;
      const text = await response.text();
      answered[kind] = [
        response.status,
        response.status === 400 || response.status === 401 ? JSON.parse(text).error : null,
      ];
    }
    expect(answered).toEqual(expected);
    const interaction = await fetch(`${server.url}/api/auth/interactions/%00`);
    expect(interaction.status).toBeGreaterThanOrEqual(400);
    expect(interaction.status).toBeLessThan(500);
  });

  it("refuses plain and missing PKCE challenges", async () => {
    for (const params of [
      pkceParams(server.url, { code_challenge_method: "plain" }),
      { ...pkceParams(server.url), code_challenge: "", code_challenge_method: "" },
    ]) {
      const response = await authorize(server.url, new CookieJar(), params);
      const location = new URL(response.headers.get("location") ?? "", server.url);
      expect(location.pathname).toBe("/callback");
      expect(location.searchParams.get("error")).toBe("invalid_request");
    }
  });

  it("refuses a redirect URI that does not match exactly, without redirecting", async () => {
    for (const redirect of [
      `${server.url}/callback/`,
      `${server.url}/callback?x=1`,
      "https://evil.example/callback",
    ]) {
      const response = await authorize(
        server.url,
        new CookieJar(),
        pkceParams(server.url, { redirect_uri: redirect }),
      );
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    }
  });

  it("gives one message for an unknown e-mail and a wrong password, throttles, and logs the lockout", async () => {
    const tenant = await createTenant(appPool, {
      key: `throttle-${Date.now()}`,
      name: "Throttle BV",
    });
    // Bob works for two tenants; each has an administrator who reads its log.
    const second = await createTenant(appPool, {
      key: `throttle-2-${Date.now()}`,
      name: "Tweede BV",
    });
    const target = `bob-${Date.now()}@oauth.test`;
    const bob = await createUser(appPool, {
      email: target,
      password,
      tenantKey: tenant.key,
      role: "operator",
    });
    await withPlatformAccess(appPool, (tx) =>
      addMembership(tx, { tenantId: second.id, userId: bob.id, role: "operator" }),
    );
    const administrators: string[] = [];
    for (const { key } of [tenant, second]) {
      const admin = `admin-${key}@oauth.test`;
      await createUser(appPool, { email: admin, password, tenantKey: key, role: "administrator" });
      administrators.push((await signInWithPkce(server.url, admin, password)).tokens.access_token);
    }
    const start = await authorize(server.url, new CookieJar(), pkceParams(server.url));
    const uid = (start.headers.get("location") ?? "").split("/").pop() as string;

    const unknown = await submitCredentials(
      server.url,
      uid,
      "nobody@oauth.test",
      "whatever-password",
    );
    const wrong = await submitCredentials(server.url, uid, target, "a wrong password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect((await unknown.json()).error.message).toBe((await wrong.json()).error.message);

    for (let attempt = 0; attempt < 4; attempt++) {
      await submitCredentials(server.url, uid, target, "a wrong password");
    }
    const throttled = await submitCredentials(server.url, uid, target, password);
    expect(throttled.status).toBe(429);
    const body = await throttled.json();
    expect(body.error.message).toMatch(/Too many failed sign-ins/);
    expect(body.error.details.retryAfterSeconds).toBeGreaterThan(0);

    // In each of Bob's tenants, the failure that locked him out is in the log, once (the refused
    // attempt after it adds nothing), by Fennec, with his e-mail and no password.
    for (const token of administrators) {
      const response = await callApi(server.url, token, "/api/log/logs?area=sign_in");
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(data).toEqual([
        expect.objectContaining({
          level: "warning",
          area: "sign_in",
          kind: "event",
          action: "sign_in_locked",
          subject: { type: "user", id: bob.id, label: target },
          user: null,
          message: "events.sign_in_locked",
          details: { failures: 5 },
        }),
      ]);
      const everything = JSON.stringify(data);
      expect(everything).not.toContain("a wrong password");
      expect(everything).not.toContain(password);
    }
  });

  it("answers 404 for an expired or unknown sign-in", async () => {
    const response = await fetch(`${server.url}/api/auth/interactions/no-such-uid`);
    expect(response.status).toBe(404);
  });

  it("shares grants between processes through PostgreSQL", async () => {
    const { tokens } = await signInWithPkce(server.url, email, password);
    expect((await callApi(otherProcess.url, tokens.access_token, "/api/identity/me")).status).toBe(
      200,
    );
    const refreshed = await refresh(otherProcess.url, tokens.refresh_token as string);
    expect((await callApi(server.url, refreshed.access_token, "/api/identity/me")).status).toBe(
      200,
    );
  });

  it("issues tokens to machine clients with client credentials", async () => {
    // An API client (decision 042): its secret is shown once and only its hash is stored.
    const { client_id: clientId, client_secret: secret } = await createApiClient(
      appPool,
      tenantId,
      { name: "Machine", expiration_date: null, scopes: ["read:reference_data"] },
    );
    const as = await discover(server.url);
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      { client_id: clientId },
      oauth.ClientSecretBasic(secret),
      new URLSearchParams(),
      oauthRequestOptions,
    );
    const tokens = await oauth.processClientCredentialsResponse(
      as,
      { client_id: clientId },
      response,
    );
    expect(tokens.token_type.toLowerCase()).toBe("bearer");
    expect(tokens.access_token.length).toBeGreaterThanOrEqual(10);

    const wrong = await oauth.clientCredentialsGrantRequest(
      as,
      { client_id: clientId },
      oauth.ClientSecretBasic("not-the-secret"),
      new URLSearchParams(),
      oauthRequestOptions,
    );
    expect(wrong.status).toBe(401);
  });

  it("keeps grants in PostgreSQL", async () => {
    const { tokens } = await signInWithPkce(server.url, email, password);
    const { rows } = await appPool.query<{ model: string }>(
      "select distinct model from oauth_payloads where grant_id = (select grant_id from oauth_payloads where model = 'RefreshToken' limit 1)",
    );
    expect(rows.map((row) => row.model)).toEqual(expect.arrayContaining(["RefreshToken"]));
    expect(tokens.refresh_token).toBeTruthy();
  });
});
