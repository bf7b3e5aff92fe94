import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch } from "./guarded-fetch.ts";
import { createOutboundGuard, type Resolver } from "./outbound-guard.ts";

// A real HTTP server on loopback; names resolve through a stub. The "metadata" name resolves to
// 169.254.169.254, which the guard refuses before any connection: nothing leaves loopback.
const records: Record<string, string> = {
  "erp.example.test": "127.0.0.1",
  "other.example.test": "127.0.0.1",
  "metadata.example.test": "169.254.169.254",
};
const asked: string[] = [];
const resolve: Resolver = async (hostname) => {
  asked.push(hostname);
  const address = records[hostname];
  if (!address) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return [{ address, family: 4 }];
};
const allowing = createOutboundGuard({ allowPrivate: true, resolve });
const strict = createOutboundGuard({ allowPrivate: false, resolve });

let server: Server;
let port: number;
const received: Array<{ url?: string; method?: string; host?: string; authorization?: string }> =
  [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    received.push({
      url: request.url,
      method: request.method,
      host: request.headers.host,
      authorization: request.headers.authorization,
    });
    const url = new URL(request.url ?? "/", "http://x");
    if (url.pathname === "/orders") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ ok: true }));
    } else if (url.pathname === "/moved") {
      response.writeHead(302, { location: `http://other.example.test:${port}/orders` });
      response.end();
    } else if (url.pathname === "/to-metadata") {
      response.writeHead(307, { location: "http://metadata.example.test/latest/meta-data/" });
      response.end();
    } else if (url.pathname === "/loop") {
      response.writeHead(302, { location: "/loop" });
      response.end();
    } else if (url.pathname === "/large") {
      response.write(Buffer.alloc(64 * 1024, "a"));
      response.end(Buffer.alloc(64 * 1024, "a"));
    } else if (url.pathname === "/silent") {
      // Never answers: the caller's deadline ends the call.
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const at = (path: string, host = "erp.example.test") => `http://${host}:${port}${path}`;

describe("guarded fetch", () => {
  it("reaches a loopback server only when private addresses are allowed", async () => {
    received.length = 0;
    const response = await guardedFetch(allowing, at("/orders"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(received).toEqual([
      expect.objectContaining({ url: "/orders", host: `erp.example.test:${port}` }),
    ]);

    await expect(guardedFetch(strict, at("/orders"))).rejects.toMatchObject({
      name: "OutboundRefusedError",
    });
    await expect(guardedFetch(strict, `http://127.0.0.1:${port}/orders`)).rejects.toMatchObject({
      name: "OutboundRefusedError",
    });
    expect(received).toHaveLength(1);
  });

  it("checks every redirect again, and drops credentials for another origin", async () => {
    received.length = 0;
    asked.length = 0;
    const response = await guardedFetch(allowing, at("/moved"), {
      headers: { authorization: "Bearer erp-token" },
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(asked).toEqual(["erp.example.test", "other.example.test"]);
    expect(received.map((request) => request.authorization)).toEqual([
      "Bearer erp-token",
      undefined,
    ]);
  });

  it("refuses a redirect to a refused address, whatever the setting", async () => {
    await expect(guardedFetch(allowing, at("/to-metadata"))).rejects.toMatchObject({
      name: "OutboundRefusedError",
      message: "The address is refused: Fennec connects only to public addresses",
    });
  });

  it("stops endless redirects, large answers and silent servers", async () => {
    await expect(guardedFetch(allowing, at("/loop"), { maxRedirects: 3 })).rejects.toMatchObject({
      name: "OutboundRequestError",
      message: "Too many redirects",
    });
    await expect(
      guardedFetch(allowing, at("/large"), { maxResponseBytes: 100 * 1024 }),
    ).rejects.toMatchObject({ name: "OutboundRequestError", message: "The answer is too large" });
    expect((await guardedFetch(allowing, at("/large"))).headers.get("transfer-encoding")).toBe(
      "chunked",
    );
    await expect(guardedFetch(allowing, at("/silent"), { timeoutMs: 300 })).rejects.toMatchObject({
      name: "OutboundRequestError",
      message: "The request timed out",
    });
  });

  it("refuses other schemes than http and https", async () => {
    await expect(guardedFetch(allowing, "file:///etc/passwd")).rejects.toMatchObject({
      name: "OutboundRefusedError",
    });
  });
});
