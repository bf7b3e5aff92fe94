import { afterEach, describe, expect, it } from "vitest";
import { createOutboundGuard } from "../../../../security/outbound-guard.ts";
import { type ErpOrderInput, erpOrderSchema } from "../erp-connector.ts";
import { createMynumaConnector, parseRetryAfter } from "./mynuma-connector.ts";
import {
  type StandInMynuma,
  type StandInMynumaOptions,
  startStandInMynuma,
} from "./stand-in-mynuma-server.ts";

// The stand-in listens on loopback; the guard allows private targets as tests and demos set it.
const guard = createOutboundGuard({ allowPrivate: true });
const API_KEY = "test-key-5f1c";

const running: StandInMynuma[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((standIn) => standIn.close()));
});

async function standIn(options: Partial<StandInMynumaOptions> = {}) {
  const started = await startStandInMynuma({
    apiKey: API_KEY,
    customers: ["20001", "20008"],
    products: ["HB-M6x20-ZN", "HN-M8-A2"],
    ...options,
  });
  running.push(started);
  return started;
}

function connector(url: string, apiKey = API_KEY, timeoutMs = 5_000) {
  return createMynumaConnector({ base_url: url, api_key: apiKey }, { guard, timeoutMs });
}

function order(input: Partial<ErpOrderInput> = {}) {
  return erpOrderSchema.parse({
    header: {
      customerNumber: "20001",
      orderReference: "PO-1",
      requestedDeliveryDate: "2026-12-01",
    },
    lines: [
      { productCode: "HB-M6x20-ZN", quantity: "12", unit: "box" },
      { productCode: "HN-M8-A2", quantity: "2.5", unit: "pack" },
    ],
    ...input,
  });
}

describe("mynuma connector against the stand-in", () => {
  it("reports a working connection and accepted key", async () => {
    const server = await standIn();
    const result = await connector(server.url).test();
    expect(result.ok).toBe(true);
    expect(result.checks.map((check) => [check.step, check.ok])).toEqual([
      ["address", true],
      ["connection", true],
      ["api_key", true],
    ]);
  });

  it("reports a refused key without repeating it", async () => {
    const server = await standIn();
    const result = await connector(server.url, "wrong-key-9d2a").test();
    expect(result.ok).toBe(false);
    expect(result.checks.at(-1)).toEqual({
      step: "api_key",
      ok: false,
      message: "mynuma refused the API key.",
    });
    expect(JSON.stringify(result)).not.toContain("wrong-key-9d2a");
  });

  it("reports a server that is not running", async () => {
    const server = await standIn();
    const url = server.url;
    await server.close();
    running.length = 0;
    const result = await connector(url).test();
    expect(result.ok).toBe(false);
    expect(result.checks.at(-1)).toMatchObject({ step: "connection", ok: false });
  });

  it("submits an order and gets mynuma's number", async () => {
    const server = await standIn();
    const result = await connector(server.url).submit(order(), { idempotencyKey: "order-1:v1" });
    expect(result).toEqual({ outcome: "accepted", erpOrderNumber: "SO-100001" });
    expect(server.orders()).toHaveLength(1);
    expect(server.orders()[0]?.lines.map((line) => line.quantity)).toEqual(["12", "2.5"]);
  });

  it("reports a refusal with the line that names an unknown product", async () => {
    const server = await standIn();
    const refused = order({
      lines: [
        { productCode: "HB-M6x20-ZN", quantity: "1", unit: "box" },
        { productCode: "NOPE-1", quantity: "1", unit: "box" },
      ],
    });
    const result = await connector(server.url).submit(refused, { idempotencyKey: "order-2:v1" });
    expect(result).toEqual({
      outcome: "refused",
      reason: "mynuma refused 1 line",
      lineErrors: [{ line: 2, message: "Unknown product code NOPE-1" }],
    });
    expect(server.orders()).toHaveLength(0);
  });

  it("reports an unknown customer as the order's reason", async () => {
    const server = await standIn();
    const result = await connector(server.url).submit(
      order({ header: { customerNumber: "99999" } }),
      { idempotencyKey: "order-3:v1" },
    );
    expect(result).toEqual({
      outcome: "refused",
      reason: "Unknown customer number 99999",
      lineErrors: [],
    });
  });

  it("reports a refused key on submit as a refusal, not a retry", async () => {
    const server = await standIn();
    const result = await connector(server.url, "wrong").submit(order(), { idempotencyKey: "k" });
    expect(result).toMatchObject({ outcome: "refused", reason: "mynuma refused the API key" });
  });

  it("reports a 503 as transient with Retry-After, and the next attempt is accepted", async () => {
    const server = await standIn({ failEveryNth: 1, retryAfterSeconds: 7 });
    const mynuma = connector(server.url);
    const first = await mynuma.submit(order(), { idempotencyKey: "order-4:v1" });
    expect(first).toEqual({
      outcome: "transient",
      reason: "mynuma is unavailable (HTTP 503)",
      retryAfterSeconds: 7,
    });
    server.configure({ failEveryNth: 0 });
    const second = await mynuma.submit(order(), { idempotencyKey: "order-4:v1" });
    expect(second).toEqual({ outcome: "accepted", erpOrderNumber: "SO-100001" });
    expect(server.orders()).toHaveLength(1);
  });

  it("reports a time-out as transient; the retry with the same key finds the order made", async () => {
    const server = await standIn({ delayMs: 10_000 });
    const impatient = connector(server.url, API_KEY, 200);
    const first = await impatient.submit(order(), { idempotencyKey: "order-5:v1" });
    expect(first).toEqual({ outcome: "transient", reason: "The request timed out" });
    server.configure({ delayMs: 0 });
    const second = await connector(server.url).submit(order(), { idempotencyKey: "order-5:v1" });
    expect(second).toEqual({ outcome: "accepted", erpOrderNumber: "SO-100001" });
    expect(server.orders()).toHaveLength(1);
  });

  it("creates one ERP order for the same order sent twice with one key", async () => {
    const server = await standIn();
    const mynuma = connector(server.url);
    const [first, second] = await Promise.all([
      mynuma.submit(order(), { idempotencyKey: "order-6:v1" }),
      mynuma.submit(order(), { idempotencyKey: "order-6:v1" }),
    ]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ outcome: "accepted" });
    expect(server.orders()).toHaveLength(1);
    const other = await mynuma.submit(order(), { idempotencyKey: "order-7:v1" });
    expect(other).toEqual({ outcome: "accepted", erpOrderNumber: "SO-100002" });
  });

  it("reads the status: received, then confirmed, or cancelled", async () => {
    let clock = 1_000_000;
    const server = await standIn({ confirmAfterMs: 60_000, now: () => clock });
    const mynuma = connector(server.url);
    const accepted = await mynuma.submit(order(), { idempotencyKey: "order-8:v1" });
    if (accepted.outcome !== "accepted") throw new Error("expected acceptance");
    expect(await mynuma.status(accepted.erpOrderNumber)).toEqual({
      outcome: "found",
      status: "received",
    });
    clock += 60_000;
    expect(await mynuma.status(accepted.erpOrderNumber)).toEqual({
      outcome: "found",
      status: "confirmed",
    });
    server.cancel(accepted.erpOrderNumber);
    expect(await mynuma.status(accepted.erpOrderNumber)).toEqual({
      outcome: "found",
      status: "cancelled",
    });
    expect(await mynuma.status("SO-999999")).toEqual({ outcome: "not_found" });
  });

  it("refuses a loopback address when private targets are not allowed", async () => {
    const server = await standIn();
    const strict = createMynumaConnector(
      { base_url: server.url, api_key: API_KEY },
      { guard: createOutboundGuard({ allowPrivate: false }) },
    );
    const test = await strict.test();
    expect(test).toMatchObject({ ok: false, checks: [{ step: "address", ok: false }] });
    const submitted = await strict.submit(order(), { idempotencyKey: "order-9:v1" });
    expect(submitted).toMatchObject({ outcome: "refused", lineErrors: [] });
    expect(server.orders()).toHaveLength(0);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-11-24T06:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Tue, 24 Nov 2026 06:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
