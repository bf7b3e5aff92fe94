import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";

/** One item of an envelope: its header and its payload, decoded to text. */
export type EnvelopeItem = { header: { type: string } & Record<string, unknown>; payload: string };

/** One envelope as Sentry's SDKs send it (https://develop.sentry.dev/sdk/data-model/envelopes/). */
export type Envelope = {
  header: Record<string, unknown> & { trace?: Record<string, string> };
  items: EnvelopeItem[];
  /** Everything the envelope carried, as text: a compressed replay recording inflated. */
  text: string;
};

export type StandInSentry = {
  /** `http://public@127.0.0.1:{port}/1` */
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** Every request it received (method and path), envelopes or not. */
  requests: string[];
  /** The first envelope (received or to come) with an item the predicate accepts. */
  waitForItem: (predicate: (item: EnvelopeItem, envelope: Envelope) => boolean) => Promise<{
    item: EnvelopeItem;
    envelope: Envelope;
  }>;
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** A replay recording is `{"segment_id":…}\n` then the rrweb events, zlib-compressed or not. */
function recordingText(payload: Buffer): string {
  const newline = payload.indexOf(0x0a);
  const head = payload.subarray(0, newline + 1).toString("utf8");
  const rest = payload.subarray(newline + 1);
  try {
    return head + inflateSync(rest).toString("utf8");
  } catch {
    return head + rest.toString("utf8");
  }
}

export function parseEnvelope(body: Buffer): Envelope {
  let position = 0;
  const line = () => {
    const end = body.indexOf(0x0a, position);
    const text = body.subarray(position, end === -1 ? body.length : end).toString("utf8");
    position = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Envelope["header"];
  const items: EnvelopeItem[] = [];
  const texts = [JSON.stringify(header)];
  while (position < body.length) {
    const headerLine = line();
    if (headerLine.trim() === "") continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem["header"];
    let payload: Buffer;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(position, position + itemHeader.length);
      position += itemHeader.length;
      if (body[position] === 0x0a) position += 1;
    } else {
      const end = body.indexOf(0x0a, position);
      payload = body.subarray(position, end === -1 ? body.length : end);
      position = end === -1 ? body.length : end + 1;
    }
    const text =
      itemHeader.type === "replay_recording" ? recordingText(payload) : payload.toString("utf8");
    items.push({ header: itemHeader, payload: text });
    texts.push(headerLine, text);
  }
  return { header, items, text: texts.join("\n") };
}

/**
 * A stand-in Sentry ingest on loopback: accepts `POST /api/{project}/envelope/` from the server
 * SDK and from browsers (CORS allowed, as Sentry does) and keeps every envelope.
 */
export async function startStandInSentry(port = 0): Promise<StandInSentry> {
  const envelopes: Envelope[] = [];
  const requests: string[] = [];
  const waiting: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    if (request.method !== "POST" || !/^\/api\/[^/]+\/envelope\/$/.test(path)) {
      response.writeHead(404).end();
      return;
    }
    let body = await readBody(request);
    if (request.headers["content-encoding"] === "gzip") body = gunzipSync(body);
    envelopes.push(parseEnvelope(body));
    for (const wake of waiting.splice(0)) wake();
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${actual}`;

  const find = (predicate: (item: EnvelopeItem, envelope: Envelope) => boolean) => {
    for (const envelope of envelopes) {
      const item = envelope.items.find((candidate) => predicate(candidate, envelope));
      if (item) return { item, envelope };
    }
    return undefined;
  };

  return {
    dsn: `http://public@127.0.0.1:${actual}/1`,
    origin,
    envelopes,
    requests,
    waitForItem: async (predicate) => {
      for (;;) {
        const found = find(predicate);
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An item's payload as JSON (events, transactions, replay events). */
export function itemJson<T = Record<string, unknown>>(item: EnvelopeItem): T {
  return JSON.parse(item.payload) as T;
}
