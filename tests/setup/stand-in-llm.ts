import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** One request the stand-in received, its body parsed when it is JSON. */
export type LlmRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
};

/**
 * What the stand-in answers: a status and body; nothing at all ("never": a hung endpoint); or
 * the status and the start of a body, then silence ("stall").
 */
export type LlmReply = { status: number; body: string; contentType?: string } | "never" | "stall";

export type StandInLlm = {
  /** The API root to configure as LLM_BASE_URL (`…/v1`). */
  baseUrl: string;
  requests: LlmRequest[];
  /** Sets how the next requests are answered (default: an empty, non-order answer). */
  reply: (reply: LlmReply | ((request: LlmRequest) => LlmReply)) => void;
  close: () => Promise<void>;
};

/** A chat completion whose message content is `content` (as the model wrote it). */
export function chatCompletion(content: string, model = "stand-in-model"): LlmReply {
  return {
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({
      id: "chatcmpl-stand-in",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content, refusal: null },
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  };
}

/** An answer following the order schema, with the given fields over an empty non-order. */
export function orderAnswer(fields: Record<string, unknown>): LlmReply {
  return chatCompletion(
    JSON.stringify({
      is_order: false,
      customer: { name: null, email: null, customer_number: null, vat_number: null },
      order_reference: null,
      requested_delivery_date: null,
      lines: [],
      ...fields,
    }),
  );
}

function error(status: number, message: string, type: string): LlmReply {
  return {
    status,
    contentType: "application/json",
    body: JSON.stringify({ error: { message, type, param: null, code: null } }),
  };
}

/**
 * A small OpenAI-compatible chat completions endpoint on loopback for the LLM extraction's
 * tests (a third party we cannot run). Like the real one it wants POST
 * `/v1/chat/completions` with a JSON body naming a model, a bearer key when `apiKey` is given
 * (401 otherwise), and a JSON-schema `response_format`; then it answers what the test set,
 * errors and silence included.
 */
export async function startStandInLlm(options: { apiKey?: string } = {}): Promise<StandInLlm> {
  const requests: LlmRequest[] = [];
  let current: LlmReply | ((request: LlmRequest) => LlmReply) = orderAnswer({});
  const sockets = new Set<Socket>();
  const send = (response: ServerResponse, reply: LlmReply) => {
    if (reply === "never") return; // keep the connection open, answer nothing
    if (reply === "stall") {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"id":"chatcmpl-stand-in","choices":[');
      return;
    }
    response.writeHead(reply.status, { "content-type": reply.contentType ?? "text/plain" });
    response.end(reply.body);
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    const recorded: LlmRequest = {
      method: request.method ?? "",
      path: request.url ?? "",
      headers: request.headers,
      body,
    };
    requests.push(recorded);
    if (recorded.path !== "/v1/chat/completions" || recorded.method !== "POST")
      return send(response, error(404, "Unknown request URL", "invalid_request_error"));
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`)
      return send(response, error(401, "Incorrect API key provided", "invalid_request_error"));
    const json =
      typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
    if (!json || typeof json.model !== "string" || !Array.isArray(json.messages))
      return send(response, error(400, "model and messages are required", "invalid_request_error"));
    send(response, typeof current === "function" ? current(recorded) : current);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (reply) => {
      current = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
