import { createHmac, randomUUID } from "node:crypto";
import {
  activeWebhookSecrets,
  type WebhookSigningSecret,
  webhookSecretKey,
} from "./webhook-secret.ts";

/**
 * Standard Webhooks signing (decision 026), written here rather than taken from the
 * `standardwebhooks` package: it is a few lines of node:crypto, and the tests check it against
 * that package, a verifier we did not write. During a rotation the signature header carries one
 * `v1,` entry per active secret, so a receiver holding either secret accepts the delivery.
 */

export type WebhookHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/** The message id: the same for every attempt of one event, so receivers can drop repeats. */
export function newWebhookMessageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

export function webhookSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const digest = createHmac("sha256", webhookSecretKey(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${digest}`;
}

export function signWebhook(input: {
  id: string;
  body: string;
  secrets: Array<string | WebhookSigningSecret>;
  /** The moment of the attempt: receivers refuse stale timestamps, so each retry is re-signed. */
  now?: Date;
}): WebhookHeaders {
  const now = input.now ?? new Date();
  const secrets = activeWebhookSecrets(
    input.secrets.map((entry) => (typeof entry === "string" ? { secret: entry } : entry)),
    now,
  );
  if (secrets.length === 0) throw new Error("A webhook needs at least one active secret");
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": input.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets
      .map(({ secret }) => webhookSignature(secret, input.id, timestamp, input.body))
      .join(" "),
  };
}
