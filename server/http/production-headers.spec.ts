import { describe, expect, it } from "vitest";
import { startTestServer } from "../../tests/setup/test-server.ts";

// Production, as behind a TLS proxy at APP_URL: the proxy says so with X-Forwarded-Proto.
const APP_URL = "https://fennec.example.test";
const server = startTestServer({
  NODE_ENV: "production",
  APP_URL,
  SESSION_SECRET: "production-headers-spec-session-secret",
  ENCRYPTION_KEY: "production-headers-spec-encryption-key",
});
const viaProxy = { "x-forwarded-proto": "https" };
const authorization = () =>
  `${server.url}/oauth/auth?${new URLSearchParams({
    client_id: "fennec-web",
    response_type: "code",
    redirect_uri: `${APP_URL}/callback`,
    scope: "openid offline_access",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  })}`;

describe("answers of the API and the authorization server in production", () => {
  it("are never cached, and /oauth answers carry HSTS like every other answer", async () => {
    const answers = [
      await fetch(`${server.url}/api/identity/me`, { headers: viaProxy }),
      await fetch(`${server.url}/api/nothing-here`, { headers: viaProxy }),
      await fetch(`${server.url}/api/openapi.json`, { headers: viaProxy }),
      await fetch(`${server.url}/oauth/.well-known/openid-configuration`, { headers: viaProxy }),
      await fetch(`${server.url}/oauth/jwks`, { headers: viaProxy }),
      await fetch(authorization(), { headers: viaProxy, redirect: "manual" }),
      await fetch(`${server.url}/oauth/logout`, { method: "POST", headers: viaProxy }),
    ];
    for (const answer of answers) {
      expect({ url: answer.url, cache: answer.headers.get("cache-control") }).toEqual({
        url: answer.url,
        cache: "no-store",
      });
      expect(answer.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  it("start a sign-in over HTTPS, and refuse one over plain HTTP with a clear 400", async () => {
    const overHttps = await fetch(authorization(), { headers: viaProxy, redirect: "manual" });
    expect(overHttps.status).toBe(303);
    expect(overHttps.headers.get("location")).toMatch(/^\/sign-in\//);
    const overHttp = await fetch(authorization(), { redirect: "manual" });
    expect(overHttp.status).toBe(400);
    expect(await overHttp.json()).toEqual({
      error: "invalid_request",
      error_description: expect.stringContaining("only over HTTPS"),
    });
  });

  it("refuse an oversized logout form unread", async () => {
    const answer = await fetch(`${server.url}/oauth/logout`, {
      method: "POST",
      headers: { ...viaProxy, "content-type": "application/x-www-form-urlencoded" },
      body: `token=${"x".repeat(1024 * 1024)}`,
    });
    expect(answer.status).toBe(413);
  });

  it("leave hashed static files to the browser's cache", async () => {
    const page = await (await fetch(`${server.url}/login`, { headers: viaProxy })).text();
    const asset = page.match(/\/assets\/[^"]+\.(?:js|css)/)?.[0];
    const answer = await fetch(`${server.url}${asset}`, { headers: viaProxy });
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
