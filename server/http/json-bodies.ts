import { createMiddleware } from "hono/factory";
import { isStorableText, storableText } from "../db/storable-text.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

/** Every API JSON body is at most this big; none of the routes needs more. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Deeper than any payload of the API; deeper JSON only serves to exhaust a stack. */
const MAX_DEPTH = 64;

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;
const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function refuse(message: string): AppError {
  return new AppError("bad_request", message);
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} kB`;
}

/**
 * In front of every API route: a JSON body is read up to `maxBytes` (413 past it, without
 * reading the rest), must be UTF-8 and JSON, no deeper than 64 levels, and every string and key
 * in it — and in the query — must be text PostgreSQL can store (no NUL, no lone surrogate):
 * such input is refused with a 400 saying where, rather than cleaned behind the caller's back
 * or failing later as a 500. The text read is handed on: route validators never read the
 * socket themselves.
 */
export function jsonBodies(options: { maxBytes: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    if (hasNul(url.pathname)) throw refuse("The path contains a NUL character");
    for (const [name, value] of url.searchParams) {
      if (!isStorableText(name) || !isStorableText(value)) {
        throw refuse(
          `The query parameter ${JSON.stringify(storableText(name))} contains a NUL character`,
        );
      }
    }
    const body = c.req.raw.body;
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    // Other media types are refused (415) by the routes that take JSON, unread.
    if (!body || !bodyMethods.has(c.req.method) || !jsonMediaType.test(mediaType)) {
      return next();
    }
    const declared = Number(c.req.header("content-length"));
    const bytes = declared > options.maxBytes ? null : await readAtMost(body, options.maxBytes);
    if (!bytes) {
      // The rest is never read, so this connection cannot carry another request.
      c.header("Connection", "close");
      throw tooLarge(options.maxBytes);
    }
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw refuse("The request body is not UTF-8");
    }
    // Hono reads JSON through its text cache: route validators parse this text, never the socket.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    if (text === "") return next();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw refuse("The request body is not valid JSON");
    }
    const problem = unstorableIn(value);
    if (problem) throw refuse(problem);
    return next();
  });
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", `The request body is larger than ${size(maxBytes)}`);
}

/** Reads the body until it ends, or null once it passes the limit: what follows is left unread. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Not cancelled: the server drains or closes the rest once the answer is sent.
    if (total > maxBytes) return null;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function hasNul(path: string): boolean {
  try {
    return decodeURIComponent(path).includes("\u0000");
  } catch {
    return false; // not percent-decodable: routes see it raw and refuse it as an unknown id
  }
}

/**
 * Where the parsed body holds text PostgreSQL cannot store, or nests too deep: a message that
 * names the place (`values.name`), or null. Walked without recursion, so depth cannot hurt.
 */
function unstorableIn(root: unknown): string | null {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [
    { value: root, path: "", depth: 0 },
  ];
  const place = (path: string) => (path ? ` at ${path}` : "");
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return `The text${place(path)} contains a NUL character`;
      if (!isStorableText(value)) return `The text${place(path)} contains an unpaired surrogate`;
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_DEPTH)
      return `The JSON${place(path)} is nested deeper than ${MAX_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      if (!Array.isArray(value) && !isStorableText(key)) {
        return `The key ${JSON.stringify(storableText(key))}${place(path)} contains a NUL character or an unpaired surrogate`;
      }
      const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
