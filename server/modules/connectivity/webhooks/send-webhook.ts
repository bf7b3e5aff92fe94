import { performance } from "node:perf_hooks";
import { guardedFetch, OutboundRequestError } from "../../../security/guarded-fetch.ts";
import { type OutboundGuard, OutboundRefusedError } from "../../../security/outbound-guard.ts";
import { signWebhook } from "./sign-webhook.ts";
import type { WebhookSigningSecret } from "./webhook-secret.ts";

/**
 * One delivery attempt of one webhook message. It never throws for the endpoint's sake: every
 * failure becomes an attempt record, which the delivery log shows and the retry schedule reads.
 * The record holds nothing secret: no header we sent, no URL (it may carry credentials).
 */

export type WebhookAuth =
  | { scheme: "none" }
  | { scheme: "basic"; username: string; password: string }
  | { scheme: "bearer"; token: string };

export type WebhookAttemptOutcome = "delivered" | "retry" | "give-up";

export type WebhookAttempt = {
  statusCode: number | null;
  durationMs: number;
  /** The start of the endpoint's answer, for the delivery log. */
  response: string;
  outcome: WebhookAttemptOutcome;
  /** Why there was no usable answer, in words for an administrator (no status code then). */
  reason?: string;
  /** The endpoint's Retry-After, in seconds, when it gave one with a retryable status. */
  retryAfterSeconds?: number;
};

export type WebhookMessage = {
  url: string;
  /** The message id, the same for every attempt (see newWebhookMessageId). */
  id: string;
  /** The JSON text to send: signed byte for byte as given. */
  body: string;
  secrets: Array<string | WebhookSigningSecret>;
  auth: WebhookAuth;
};

export type SendWebhookOptions = {
  guard: OutboundGuard;
  timeoutMs?: number;
  maxResponseBytes?: number;
  now?: () => Date;
};

export const WEBHOOK_TIMEOUT_MS = 15_000;
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;
const RESPONSE_EXCERPT_CHARS = 1_000;

export async function sendWebhook(
  message: WebhookMessage,
  options: SendWebhookOptions,
): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const credentials = credentialValues(message.auth);
  try {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Fennec-Webhooks/1",
      ...signWebhook({
        id: message.id,
        body: message.body,
        secrets: message.secrets,
        now: options.now?.(),
      }),
    };
    const authorization = authorizationHeader(message.auth);
    if (authorization) headers.authorization = authorization;

    const response = await guardedFetch(options.guard, message.url, {
      method: "POST",
      headers,
      body: message.body,
      timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      maxResponseBytes: options.maxResponseBytes ?? WEBHOOK_MAX_RESPONSE_BYTES,
    });
    const text = await response.text();
    const status = response.status;
    const attempt: WebhookAttempt = {
      statusCode: status,
      durationMs: elapsed(),
      // Masked before cutting, so a credential split by the cut cannot leave a piece behind.
      response: redact(text, credentials).slice(0, RESPONSE_EXCERPT_CHARS),
      outcome: outcomeOf(status),
    };
    const retryAfter = parseRetryAfter(response.headers.get("retry-after"), new Date());
    if (attempt.outcome === "retry" && retryAfter !== undefined) {
      attempt.retryAfterSeconds = retryAfter;
    }
    return attempt;
  } catch (error) {
    return {
      statusCode: null,
      durationMs: elapsed(),
      response: "",
      ...failureOf(error),
    };
  }
}

function outcomeOf(status: number): WebhookAttemptOutcome {
  if (status >= 200 && status < 300) return "delivered";
  // A busy or broken endpoint may recover; any other refusal will answer the same next time.
  if (status >= 500 || status === 429 || status === 408) return "retry";
  return "give-up";
}

function failureOf(error: unknown): { outcome: WebhookAttemptOutcome; reason: string } {
  if (error instanceof OutboundRefusedError) return { outcome: "give-up", reason: error.message };
  if (error instanceof OutboundRequestError) return { outcome: "retry", reason: error.message };
  // A name that does not resolve now may resolve later (DNS outages, a domain being moved);
  // Node's own errors (ERR_INVALID_URL and the like) are mistakes that a retry cannot fix.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^E[A-Z]/.test(code) && !code.startsWith("ERR_")) {
    return { outcome: "retry", reason: "The address could not be found" };
  }
  // A URL that does not parse or a secret that does not decode stays broken until edited.
  return { outcome: "give-up", reason: "The webhook is not set up correctly" };
}

function authorizationHeader(auth: WebhookAuth): string | undefined {
  switch (auth.scheme) {
    case "basic":
      return `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`;
    case "bearer":
      return `Bearer ${auth.token}`;
    default:
      return undefined;
  }
}

function credentialValues(auth: WebhookAuth): string[] {
  if (auth.scheme === "basic") {
    return [auth.password, Buffer.from(`${auth.username}:${auth.password}`).toString("base64")];
  }
  if (auth.scheme === "bearer") return [auth.token];
  return [];
}

// An endpoint that echoes our request back must not put our credentials into the log.
function redact(text: string, values: string[]): string {
  let out = text;
  for (const value of values) {
    if (value.length >= 4) out = out.split(value).join("[redacted]");
  }
  return out;
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110); undefined when absent or invalid. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
