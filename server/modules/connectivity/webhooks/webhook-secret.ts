import { randomBytes } from "node:crypto";

/**
 * Webhook signing secrets in the Standard Webhooks form: `whsec_` and the base64 of the key.
 * The prefix lets an administrator (and secret scanners) tell what the string is; only the
 * decoded bytes are the HMAC key, so every receiver library decodes the same way.
 */

export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** How long a replaced secret still signs, so receivers can switch without losing deliveries. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

// The specification allows 24 to 64 bytes; 32 matches the HMAC-SHA256 block strength.
const KEY_BYTES = 32;

export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(KEY_BYTES).toString("base64")}`;
}

/** The HMAC key inside a secret; throws for anything that is not a well-formed secret. */
export function webhookSecretKey(secret: string): Buffer {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) {
    throw new Error("A webhook secret starts with whsec_");
  }
  const encoded = secret.slice(WEBHOOK_SECRET_PREFIX.length);
  // Buffer.from ignores bad characters silently; a secret that does not round-trip is corrupt.
  const key = Buffer.from(encoded, "base64");
  if (key.toString("base64") !== encoded || key.length < 24 || key.length > 64) {
    throw new Error("A webhook secret holds 24 to 64 base64-encoded bytes");
  }
  return key;
}

/** A secret together with the moment it stops signing (none for the current one). */
export type WebhookSigningSecret = { secret: string; expiresAt?: Date | null };

/**
 * Rotation: a new current secret, and the old one kept for the overlap. Secrets that already
 * expired are dropped, so repeated rotations do not pile up keys.
 */
export function rotateWebhookSecret(
  secrets: WebhookSigningSecret[],
  now: Date = new Date(),
): WebhookSigningSecret[] {
  const until = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);
  const kept = activeWebhookSecrets(secrets, now).map(({ secret, expiresAt }) => ({
    secret,
    expiresAt: expiresAt && expiresAt < until ? expiresAt : until,
  }));
  return [{ secret: generateWebhookSecret(), expiresAt: null }, ...kept];
}

export function activeWebhookSecrets(
  secrets: WebhookSigningSecret[],
  now: Date = new Date(),
): WebhookSigningSecret[] {
  return secrets.filter(({ expiresAt }) => !expiresAt || expiresAt.getTime() > now.getTime());
}
