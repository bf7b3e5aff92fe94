import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { type OutboundGuard, OutboundRefusedError, type VettedTarget } from "./outbound-guard.ts";

/**
 * HTTP to an address a user chose (ERP, webhooks, exports over an API), through the outbound
 * guard (decision 020). Each hop is resolved and checked once and the request goes to the
 * checked address, the name kept for the Host header and TLS; redirects are followed here, each
 * target checked again. A whole call has a deadline, and the answer a size limit: it is read
 * into memory, so the caller gets a plain `Response`.
 */

export type GuardedFetchOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** For the whole call, redirects included. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
};

/** Could not get an answer: not connected, timed out, cut off, too large. Says nothing more. */
export class OutboundRequestError extends Error {
  override name = "OutboundRequestError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([204, 205, 304]);

export async function guardedFetch(
  guard: OutboundGuard,
  url: string | URL,
  options: GuardedFetchOptions = {},
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxResponseBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const deadline = AbortSignal.timeout(timeoutMs);
  let current = new URL(url);
  let method = (options.method ?? "GET").toUpperCase();
  let body = options.body;
  // The Host header is the URL's, whatever the caller passed.
  let headers = Object.fromEntries(
    Object.entries(options.headers ?? {}).filter(([name]) => name.toLowerCase() !== "host"),
  );

  for (let hop = 0; ; hop++) {
    if (current.protocol !== "http:" && current.protocol !== "https:") {
      throw new OutboundRefusedError("The address is refused: only http and https are allowed");
    }
    const target = await guard.vet(current.hostname);
    if (deadline.aborted) throw new OutboundRequestError("The request timed out");
    const response = await send(current, target, { method, headers, body }, deadline, maxBytes);
    const location = response.headers.get("location");
    if (!REDIRECTS.has(response.status) || !location) return response;
    if (hop >= maxRedirects) throw new OutboundRequestError("Too many redirects");

    const next = new URL(location, current);
    if (next.origin !== current.origin) {
      // Credentials meant for one server are not handed to the next.
      headers = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !/^(authorization|cookie)$/i.test(name)),
      );
    }
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && method === "POST")
    ) {
      method = "GET";
      body = undefined;
      headers = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !/^content-(type|length)$/i.test(name)),
      );
    }
    current = next;
  }
}

function send(
  url: URL,
  target: VettedTarget,
  request: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
  deadline: AbortSignal,
  maxBytes: number,
): Promise<Response> {
  const secure = url.protocol === "https:";
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? https : http).request({
      // The checked address: no second lookup that could answer differently.
      host: target.address,
      family: target.family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers: { ...request.headers, host: url.host },
      // The certificate must be the name's, and SNI carries the name (none for an IP).
      ...(secure && !target.isIpLiteral ? { servername: target.hostname } : {}),
      agent: false,
      signal: deadline,
    });
    const fail = (cause: unknown) => {
      outgoing.destroy();
      reject(
        cause instanceof OutboundRequestError
          ? cause
          : new OutboundRequestError(
              deadline.aborted ? "The request timed out" : "Could not connect to the server",
              { cause },
            ),
      );
    };
    outgoing.on("error", fail);
    outgoing.on("response", (incoming: IncomingMessage) => {
      readLimited(incoming, maxBytes).then((bytes) => {
        const headers = new Headers();
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
          headers.append(incoming.rawHeaders[i] as string, incoming.rawHeaders[i + 1] as string);
        }
        const status = incoming.statusCode ?? 502;
        resolve(
          new Response(NO_BODY.has(status) ? null : new Uint8Array(bytes), {
            status,
            statusText: incoming.statusMessage,
            headers,
          }),
        );
      }, fail);
    });
    outgoing.end(request.body);
  });
}

function readLimited(incoming: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(incoming.headers["content-length"]);
    if (declared > maxBytes) {
      incoming.destroy();
      reject(new OutboundRequestError("The answer is too large"));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        incoming.destroy();
        reject(new OutboundRequestError("The answer is too large"));
        return;
      }
      chunks.push(chunk);
    });
    incoming.on("end", () => resolve(Buffer.concat(chunks)));
    incoming.on("error", reject);
    incoming.on("close", () => {
      if (!incoming.complete) reject(new OutboundRequestError("The answer was cut off"));
    });
  });
}
