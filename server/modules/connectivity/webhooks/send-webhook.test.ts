import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOutboundGuard, type Resolver } from "../../../security/outbound-guard.ts";
import { type SendWebhookOptions, sendWebhook, type WebhookMessage } from "./send-webhook.ts";
import { newWebhookMessageId } from "./sign-webhook.ts";
import { generateWebhookSecret } from "./webhook-secret.ts";

// A receiver on loopback, reached by a name that a stub resolves to 127.0.0.1: nothing leaves
// the machine. Every delivery it gets is checked with the standardwebhooks package.
const resolve: Resolver = async (hostname) => {
  if (hostname !== "hooks.example.test")
    throw Object.assign(new Error("nf"), { code: "ENOTFOUND" });
  return [{ address: "127.0.0.1", family: 4 }];
};
const allowing = createOutboundGuard({ allowPrivate: true, resolve });
const strict = createOutboundGuard({ allowPrivate: false, resolve });

type Received = { path: string; headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (path === "/ok") {
        response.end(`thanks ${"x".repeat(2_000)}`);
      } else if (path === "/echo") {
        response.end(`you sent ${request.headers.authorization}`);
      } else if (path === "/broken") {
        response.writeHead(500);
        response.end("internal error");
      } else if (path === "/busy") {
        response.writeHead(429, { "retry-after": "120" });
        response.end("slow down");
      } else if (path === "/hang") {
        // Never answers: the attempt's time-out ends it.
      } else {
        response.writeHead(404);
        response.end("no such hook");
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  received.length = 0;
});

const secret = generateWebhookSecret();
const body = JSON.stringify({ type: "order.validated", data: { orderId: "o-1", lines: [] } });
const options: SendWebhookOptions = { guard: allowing, timeoutMs: 10_000 };

function message(path: string, overrides: Partial<WebhookMessage> = {}): WebhookMessage {
  return {
    url: `http://hooks.example.test:${port}${path}`,
    id: newWebhookMessageId(),
    body,
    secrets: [secret],
    auth: { scheme: "none" },
    ...overrides,
  };
}

function verifyWith(key: string, delivery: Received): unknown {
  return new Webhook(key).verify(delivery.body, delivery.headers as Record<string, string>);
}

describe("sending a webhook", () => {
  it("delivers a signed JSON POST that the standardwebhooks verifier accepts", async () => {
    const sent = message("/ok");
    const attempt = await sendWebhook(sent, options);

    expect(attempt).toMatchObject({ statusCode: 200, outcome: "delivered" });
    expect(attempt.response).toHaveLength(1_000);
    expect(attempt.response.startsWith("thanks ")).toBe(true);
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    expect(received).toHaveLength(1);
    const [delivery] = received as [Received];
    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(delivery.headers["webhook-id"]).toBe(sent.id);
    expect(delivery.headers.authorization).toBeUndefined();
    expect(delivery.body).toBe(body);
    expect(verifyWith(secret, delivery)).toEqual(JSON.parse(body));
    expect(() => verifyWith(generateWebhookSecret(), delivery)).toThrow();
  });

  it("signs with both secrets during a rotation, each verifying alone", async () => {
    const next = generateWebhookSecret();
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    const attempt = await sendWebhook(
      message("/ok", { secrets: [{ secret: next }, { secret, expiresAt }] }),
      options,
    );

    expect(attempt.outcome).toBe("delivered");
    const [delivery] = received as [Received];
    expect(String(delivery.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verifyWith(next, delivery)).toEqual(JSON.parse(body));
    expect(verifyWith(secret, delivery)).toEqual(JSON.parse(body));
  });

  it("drops a secret whose overlap has ended", async () => {
    const old = generateWebhookSecret();
    await sendWebhook(
      message("/ok", { secrets: [{ secret }, { secret: old, expiresAt: new Date(0) }] }),
      options,
    );

    const [delivery] = received as [Received];
    expect(String(delivery.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(() => verifyWith(old, delivery)).toThrow();
    expect(verifyWith(secret, delivery)).toEqual(JSON.parse(body));
  });

  it("sends Basic credentials to the receiver", async () => {
    const attempt = await sendWebhook(
      message("/ok", { auth: { scheme: "basic", username: "erp", password: "s3cret-pass" } }),
      options,
    );

    expect(attempt.outcome).toBe("delivered");
    const [delivery] = received as [Received];
    expect(delivery.headers.authorization).toBe(
      `Basic ${Buffer.from("erp:s3cret-pass").toString("base64")}`,
    );
    expect(verifyWith(secret, delivery)).toEqual(JSON.parse(body));
  });

  it("sends a Bearer token and keeps it out of the record even when the answer echoes it", async () => {
    const attempt = await sendWebhook(
      message("/echo", { auth: { scheme: "bearer", token: "tok-123456" } }),
      options,
    );

    expect(attempt.outcome).toBe("delivered");
    const [delivery] = received as [Received];
    expect(delivery.headers.authorization).toBe("Bearer tok-123456");
    expect(verifyWith(secret, delivery)).toEqual(JSON.parse(body));
    expect(JSON.stringify(attempt)).not.toContain("tok-123456");
    expect(JSON.stringify(attempt)).not.toContain(secret);
    expect(attempt.response).toBe("you sent Bearer [redacted]");
  });

  it("retries after a 500", async () => {
    const attempt = await sendWebhook(message("/broken"), options);

    expect(attempt).toMatchObject({
      statusCode: 500,
      outcome: "retry",
      response: "internal error",
    });
    expect(attempt.retryAfterSeconds).toBeUndefined();
    expect(verifyWith(secret, received[0] as Received)).toEqual(JSON.parse(body));
  });

  it("retries after a 429 with the delay Retry-After asks for", async () => {
    const attempt = await sendWebhook(message("/busy"), options);

    expect(attempt).toMatchObject({ statusCode: 429, outcome: "retry", retryAfterSeconds: 120 });
    expect(verifyWith(secret, received[0] as Received)).toEqual(JSON.parse(body));
  });

  it("gives up after a 404", async () => {
    const attempt = await sendWebhook(message("/missing"), options);

    expect(attempt).toMatchObject({
      statusCode: 404,
      outcome: "give-up",
      response: "no such hook",
    });
    expect(verifyWith(secret, received[0] as Received)).toEqual(JSON.parse(body));
  });

  it("retries when the receiver does not answer in time", async () => {
    const attempt = await sendWebhook(message("/hang"), { guard: allowing, timeoutMs: 300 });

    expect(attempt).toMatchObject({ statusCode: null, outcome: "retry", response: "" });
    expect(attempt.reason).toMatch(/timed out/);
  });

  it("gives up on a loopback address when private targets are not allowed, sending nothing", async () => {
    const attempt = await sendWebhook(message("/ok"), { guard: strict, timeoutMs: 10_000 });

    expect(attempt).toMatchObject({ statusCode: null, outcome: "give-up" });
    expect(attempt.reason).toMatch(/refused/);
    expect(received).toHaveLength(0);
  });

  it("retries when the name does not resolve, and gives up on a URL that does not parse", async () => {
    const unknown = await sendWebhook(
      message("/ok", { url: `http://nowhere.example.test:${port}/ok` }),
      options,
    );
    const broken = await sendWebhook(message("/ok", { url: "not a url" }), options);

    expect(unknown).toMatchObject({ statusCode: null, outcome: "retry" });
    expect(broken).toMatchObject({ statusCode: null, outcome: "give-up" });
    expect(received).toHaveLength(0);
  });
});
