import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FennecProcess, startFennecProcess } from "../setup/fennec-process.ts";
import { CookieJar, submitCredentials } from "../setup/oauth-sign-in.ts";

/**
 * Production behind a TLS-terminating proxy: the browser speaks https to fennec.example, the
 * proxy speaks plain http to the process and says so in X-Forwarded-* headers (decision 022).
 */
const appUrl = "https://fennec.example";
const secret = "production-cookies-spec-secret-0123456789";
const email = "admin@demo.fennec.test";
const password = "production-admin-password";
const production = {
  NODE_ENV: "production",
  SESSION_SECRET: secret,
  ENCRYPTION_KEY: secret,
  FENNEC_ADMIN_EMAIL: email,
  FENNEC_ADMIN_PASSWORD: password,
  LOG_LEVEL: "warn",
};

describe("cookies in production", { timeout: 90_000 }, () => {
  let dataDir: string;
  let running: FennecProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fennec-production-"));
  });
  afterAll(async () => {
    // SIGTERM: the process also stops its embedded PostgreSQL.
    await running?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to serve the web without its public https address", async () => {
    /** The start's failure, or "started" (after stopping it again). */
    const start = async (env: Record<string, string>) => {
      try {
        await (await startFennecProcess({ ...production, DATA_DIR: dataDir, ...env })).stop();
        return "started";
      } catch (error) {
        return String(error);
      }
    };
    expect(await start({})).toMatch(/APP_URL: is required in production/);
    expect(await start({ APP_URL: "http://fennec.example" })).toMatch(
      /APP_URL: must be https in production/,
    );
  });

  it("sets every cookie of the sign-in Secure, the tokens also HttpOnly and SameSite=Strict", async () => {
    running = await startFennecProcess({ ...production, DATA_DIR: dataDir, APP_URL: appUrl });
    const processUrl = running.url;
    const jar = new CookieJar();
    const setCookies: string[] = [];
    /** One request of the browser, through the proxy. */
    const browse = async (publicUrl: string, init: RequestInit = {}) => {
      const url = new URL(publicUrl, appUrl);
      const response = await fetch(`${processUrl}${url.pathname}${url.search}`, {
        ...init,
        redirect: "manual",
        headers: {
          cookie: jar.header(),
          "x-forwarded-proto": "https",
          "x-forwarded-host": "fennec.example",
          ...(init.headers as Record<string, string> | undefined),
        },
      });
      jar.take(response);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    };

    const login = await browse("/login", {
      method: "POST",
      headers: { origin: appUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(login.status).toBe(302);
    const authorize = login.headers.get("location") ?? "";
    expect(authorize.startsWith(`${appUrl}/oauth/auth?`)).toBe(true);

    const interaction = await browse(authorize);
    const uid = (interaction.headers.get("location") ?? "").match(/\/sign-in\/([^/?]+)$/)?.[1];
    expect(uid).toBeTruthy();
    const credentials = await submitCredentials(processUrl, uid ?? "", email, password);
    expect(credentials.status).toBe(200);
    const { data } = (await credentials.json()) as { data: { redirectTo: string } };

    const resumed = await browse(data.redirectTo);
    const callback = resumed.headers.get("location") ?? "";
    expect(callback.startsWith(`${appUrl}/callback?`)).toBe(true);
    const signedIn = await browse(callback);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/auth/logging-in");

    const cookie = (name: string) =>
      signedIn.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? "";
    expect(cookie("fennec-access")).toMatch(/Max-Age=86400/);
    expect(cookie("fennec-refresh")).toMatch(/Max-Age=172800/);
    for (const name of ["fennec-access", "fennec-refresh"]) {
      expect(cookie(name)).toMatch(/; Secure/);
      expect(cookie(name)).toMatch(/; HttpOnly/);
      expect(cookie(name)).toMatch(/; SameSite=Strict/);
    }
    expect(setCookies.length).toBeGreaterThan(3);
    for (const line of setCookies) expect(line).toMatch(/; secure/i);

    // Signed in: the tokens come back with the next same-site navigation.
    const landing = await browse("/auth/logging-in");
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toMatch(/^\/(to-process|validate)$/);
  });
});
