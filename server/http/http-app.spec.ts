import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { createLogger } from "../logging/logger.ts";
import { createApiApp } from "./api-app.ts";
import { createHttpApp } from "./http-app.ts";
import { buildDirectory, createWebHandler } from "./web-handler.ts";

const { appPool, ownerPool, urls } = connectTestDatabase();
const logger = createLogger({ level: "silent", pretty: false });

async function appWith(pool: pg.Pool) {
  const api = createApiApp("9.9.9");
  const handler = await createWebHandler({
    apiFetch: async (request) => api.fetch(request),
    apiBaseUrl: undefined,
    appUrl: undefined,
    production: false,
    version: "9.9.9",
    maxMessageBytes: 25 * 1024 * 1024,
    oauth: { clientId: "fennec-web", internalBaseUrl: () => "http://127.0.0.1:1" },
  });
  return createHttpApp({
    logger,
    appPool: pool,
    version: "9.9.9",
    production: false,
    api,
    web: { buildDirectory, handler },
  });
}

describe("HTTP app", () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith(appPool);
  });

  it("answers /healthz with 200 and the version when the database is migrated", async () => {
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok", version: "9.9.9" });
  });

  it("puts security headers and a request id on every response", async () => {
    for (const path of ["/healthz", "/api/nothing-here", "/login"]) {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("gives HTML a fresh CSP nonce that its inline scripts carry", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await app.request("/login");
      expect(response.headers.get("content-type")).toContain("text/html");
      const csp = response.headers.get("content-security-policy") ?? "";
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce as string);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("compresses responses and lets browsers keep hashed assets for a year", async () => {
    const page = await app.request("/login", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const html = await (await app.request("/login")).text();
    const asset = html.match(/\/assets\/[^"]+\.(?:js|css)/)?.[0];
    expect(asset).toBeTruthy();
    const response = await app.request(asset as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("leaves pages out of the static files' caching", async () => {
    const page = await app.request("/login");
    expect(page.headers.get("cache-control")).not.toContain("public");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "No API route for GET /api/nothing-here" },
    });
  });

  it("answers unknown pages with 404 'Page Not Found: {path}'", async () => {
    const response = await app.request("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found: /no-such-page");
  });

  it("gives curl a plain 404 line with the message", async () => {
    const response = await app.request("/no-such-page", {
      headers: { "user-agent": "curl/7.88.1" },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("404 Page Not Found: /no-such-page");
  });
});

describe("/healthz when the database is not ready", () => {
  const database = `health_${Date.now()}`;
  let pending: pg.Pool;
  afterAll(async () => {
    await pending?.end();
    await ownerPool.query(`drop database if exists ${database}`);
  });

  it("answers 503 when the database cannot be reached", async () => {
    const unreachable = new pg.Pool({ connectionString: "postgres://x:y@127.0.0.1:1/none" });
    const app = createHttpApp({ logger, appPool: unreachable, version: "1", production: false });
    const response = await app.request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      db: "unreachable",
      version: "1",
    });
    await unreachable.end();
  });

  it("answers 503 while migrations are pending", async () => {
    await ownerPool.query(`create database ${database}`);
    const url = new URL(urls.ownerUrl);
    url.pathname = `/${database}`;
    pending = new pg.Pool({ connectionString: url.toString() });
    await pending.query("create schema drizzle");
    await pending.query(
      "create table drizzle.__drizzle_migrations (id serial, hash text, created_at bigint)",
    );
    const app = createHttpApp({ logger, appPool: pending, version: "1", production: false });
    const response = await app.request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ db: "migrations pending" });
  });
});
