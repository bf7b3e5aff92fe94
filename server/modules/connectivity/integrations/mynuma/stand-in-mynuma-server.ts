import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/**
 * A stand-in for mynuma's sales-order API (mynuma-api.md), for tests, the delivery bench and a
 * new user's own machine. It behaves like the real one where delivery depends on it: API key,
 * 422 naming the bad line, idempotency keys, 503s and slow answers on demand, and confirmation
 * some time after receipt. Orders live in memory.
 */

export type StandInMynumaOptions = {
  /** 0 (the default) lets the system choose a free port. */
  port?: number;
  host?: string;
  apiKey: string;
  customers: Iterable<string>;
  products: Iterable<string>;
  /** Every Nth sales-order request (POST or GET) answers 503; 0 never. */
  failEveryNth?: number;
  retryAfterSeconds?: number;
  /** Every answer is held back this long; the order is already stored, as with a real slow server. */
  delayMs?: number;
  /** An order reads `confirmed` this long after receipt. */
  confirmAfterMs?: number;
  /** The clock, so tests move time instead of waiting. */
  now?: () => number;
};

export type StandInOrder = {
  orderNumber: string;
  idempotencyKey: string;
  customerNumber: string;
  reference: string | null;
  lines: Array<{ line: number; product_code: string; quantity: string; unit: string | null }>;
  receivedAt: number;
  cancelled: boolean;
};

export type StandInMynuma = {
  url: string;
  /** The orders created: one per idempotency key. */
  orders(): StandInOrder[];
  /** Changes the injected failures while running. */
  configure(
    changes: Pick<StandInMynumaOptions, "failEveryNth" | "delayMs" | "retryAfterSeconds">,
  ): void;
  cancel(orderNumber: string): void;
  close(): Promise<void>;
};

const orderSchema = z.object({
  customer_number: z.string().min(1),
  reference: z.string().nullable().optional(),
  requested_delivery_date: z.iso.date().nullable().optional(),
  remarks: z.string().nullable().optional(),
  lines: z
    .array(
      z.object({
        line: z.number().int().positive(),
        product_code: z.string().min(1),
        quantity: z.string().regex(/^\d+(\.\d+)?$/),
        unit: z.string().min(1).nullable(),
      }),
    )
    .min(1),
});

const MAX_BODY_BYTES = 5 * 1024 * 1024;

export async function startStandInMynuma(options: StandInMynumaOptions): Promise<StandInMynuma> {
  const customers = new Set(options.customers);
  const products = new Set(options.products);
  const now = options.now ?? Date.now;
  const confirmAfterMs = options.confirmAfterMs ?? 5_000;
  const failures = {
    failEveryNth: options.failEveryNth ?? 0,
    delayMs: options.delayMs ?? 0,
    retryAfterSeconds: options.retryAfterSeconds ?? 1,
  };
  const expectedKey = createHash("sha256").update(options.apiKey).digest();
  const byNumber = new Map<string, StandInOrder>();
  const byKey = new Map<string, { order: StandInOrder; bodyHash: string }>();
  const timers = new Set<NodeJS.Timeout>();
  let salesOrderRequests = 0;

  function authorized(request: IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
    if (!match) return false;
    // Hashes have one length, so the comparison takes the same time whatever the key.
    return timingSafeEqual(
      createHash("sha256")
        .update(match[1] as string)
        .digest(),
      expectedKey,
    );
  }

  function statusOf(order: StandInOrder) {
    if (order.cancelled) return "cancelled";
    return now() - order.receivedAt >= confirmAfterMs ? "confirmed" : "received";
  }

  async function handle(
    request: IncomingMessage,
  ): Promise<{ status: number; body?: unknown; headers?: Record<string, string> }> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (!url.pathname.startsWith("/api/v1/"))
      return { status: 404, body: { message: "Not found" } };
    if (!authorized(request)) return { status: 401, body: { message: "Invalid API key" } };
    if (url.pathname === "/api/v1/ping" && request.method === "GET") {
      return { status: 200, body: { service: "mynuma (stand-in)", api_version: "1" } };
    }
    const single = /^\/api\/v1\/sales-orders\/([^/]+)$/.exec(url.pathname);
    if (url.pathname !== "/api/v1/sales-orders" && !single)
      return { status: 404, body: { message: "Not found" } };

    salesOrderRequests += 1;
    if (failures.failEveryNth > 0 && salesOrderRequests % failures.failEveryNth === 0) {
      return {
        status: 503,
        headers: { "retry-after": String(failures.retryAfterSeconds) },
        body: { message: "Service temporarily unavailable" },
      };
    }

    if (single && request.method === "GET") {
      const order = byNumber.get(decodeURIComponent(single[1] as string));
      if (!order) return { status: 404, body: { message: "Sales order not found" } };
      return { status: 200, body: { order_number: order.orderNumber, status: statusOf(order) } };
    }
    if (single || request.method !== "POST")
      return { status: 405, body: { message: "Method not allowed" } };

    const idempotencyKey = request.headers["idempotency-key"];
    if (
      typeof idempotencyKey !== "string" ||
      idempotencyKey.length === 0 ||
      idempotencyKey.length > 255
    ) {
      return {
        status: 400,
        body: {
          errors: [
            {
              line: null,
              field: "Idempotency-Key",
              message: "An Idempotency-Key header is required",
            },
          ],
        },
      };
    }
    const text = await readBody(request);
    if (text === undefined) return { status: 413, body: { message: "Request too large" } };
    const bodyHash = createHash("sha256").update(text).digest("hex");
    const earlier = byKey.get(idempotencyKey);
    if (earlier) {
      if (earlier.bodyHash !== bodyHash) {
        return {
          status: 409,
          body: {
            errors: [
              {
                line: null,
                field: "Idempotency-Key",
                message: "The Idempotency-Key was used for another order",
              },
            ],
          },
        };
      }
      return { status: 200, body: { order_number: earlier.order.orderNumber } };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return {
        status: 400,
        body: { errors: [{ line: null, field: null, message: "The body is not JSON" }] },
      };
    }
    const parsed = orderSchema.safeParse(json);
    if (!parsed.success) {
      return {
        status: 400,
        body: {
          errors: parsed.error.issues.map((issue) => ({
            line: null,
            field: issue.path.join("."),
            message: issue.message,
          })),
        },
      };
    }
    const order = parsed.data;
    const errors: Array<{ line: number | null; field: string; message: string }> = [];
    if (!customers.has(order.customer_number)) {
      errors.push({
        line: null,
        field: "customer_number",
        message: `Unknown customer number ${order.customer_number}`,
      });
    }
    for (const line of order.lines) {
      if (!products.has(line.product_code)) {
        errors.push({
          line: line.line,
          field: "product_code",
          message: `Unknown product code ${line.product_code}`,
        });
      }
    }
    if (errors.length > 0) return { status: 422, body: { errors } };

    const created: StandInOrder = {
      orderNumber: `SO-${100_001 + byNumber.size}`,
      idempotencyKey,
      customerNumber: order.customer_number,
      reference: order.reference ?? null,
      lines: order.lines,
      receivedAt: now(),
      cancelled: false,
    };
    byNumber.set(created.orderNumber, created);
    byKey.set(idempotencyKey, { order: created, bodyHash });
    return { status: 201, body: { order_number: created.orderNumber } };
  }

  function answer(response: ServerResponse, result: Awaited<ReturnType<typeof handle>>) {
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(result.status, { "content-type": "application/json", ...result.headers });
      response.end(JSON.stringify(result.body ?? {}));
    };
    if (failures.delayMs <= 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, failures.delayMs);
    timers.add(timer);
  }

  const server = createServer((request, response) => {
    handle(request).then(
      (result) => answer(response, result),
      () => answer(response, { status: 500, body: { message: "Internal error" } }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    orders: () => [...byNumber.values()],
    configure(changes) {
      Object.assign(
        failures,
        Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      );
    },
    cancel(orderNumber) {
      const order = byNumber.get(orderNumber);
      if (order) order.cancelled = true;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The body as text, or undefined past the limit. */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(tooLarge ? undefined : Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
