import { eq } from "drizzle-orm";
import type { WebhookAuthScheme } from "../../../contracts/connectivity/webhook.ts";
import { webhooks } from "../../../db/schema/index.ts";
import type { Transaction } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { notFound } from "../../../http/app-error.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import {
  secretAddressChanged,
  storedSecretUsableFor,
  urlSecretOrigin,
} from "../../../security/stored-secret-origin.ts";
import type { WebhookAuth } from "./send-webhook.ts";
import { activeWebhookSecrets, type WebhookSigningSecret } from "./webhook-secret.ts";

/**
 * A webhook row as stored, and what is sealed in it: the signing secrets (current first, a
 * rotated-out one with its end) as sealed JSON, and the Basic password or Bearer token.
 */

export type WebhookRow = typeof webhooks.$inferSelect;

type StoredSecret = { secret: string; expires_at: string | null };

export function sealSigningSecrets(box: SecretBox, secrets: WebhookSigningSecret[]): string {
  const stored: StoredSecret[] = secrets.map(({ secret, expiresAt }) => ({
    secret,
    expires_at: expiresAt ? expiresAt.toISOString() : null,
  }));
  return box.seal(JSON.stringify(stored));
}

export function openSigningSecrets(box: SecretBox, sealed: string): WebhookSigningSecret[] {
  const stored = JSON.parse(box.open(sealed)) as StoredSecret[];
  return stored.map(({ secret, expires_at }) => ({
    secret,
    expiresAt: expires_at ? new Date(expires_at) : null,
  }));
}

/** The auth a delivery sends, the secret opened; null when it is incomplete. */
export function authOf(
  box: SecretBox,
  scheme: WebhookAuthScheme,
  username: string | null,
  sealedSecret: string | null,
): WebhookAuth | null {
  if (scheme === "None") return { scheme: "none" };
  if (!sealedSecret) return null;
  const secret = box.open(sealedSecret);
  if (scheme === "Basic") return { scheme: "basic", username: username ?? "", password: secret };
  return { scheme: "bearer", token: secret };
}

/**
 * The stored Basic password or Bearer token, sealed, when it may be sent with `scheme` to `url`:
 * only with the scheme and to the origin it was saved for (decision 065); null when none is
 * stored for that scheme. For another origin the caller types it again. Shared by webhooks and
 * export profiles that post to an API.
 */
export function storedAuthSecretFor(
  current: { authScheme: string; sealedAuthSecret: string | null; url: string | null },
  scheme: WebhookAuthScheme,
  url: string,
): string | null {
  if (!current.sealedAuthSecret || current.authScheme !== scheme) return null;
  if (!storedSecretUsableFor(urlSecretOrigin(current.url ?? ""), urlSecretOrigin(url))) {
    throw secretAddressChanged(
      ["auth_secret"],
      scheme === "Basic"
        ? "Enter the password again: the address changed"
        : "Enter the token again: the address changed",
    );
  }
  return current.sealedAuthSecret;
}

/** The webhook `id` of the caller's tenant, locked for the transaction when `lock` is set. */
export async function requireWebhook(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<WebhookRow> {
  if (!isUuid(id)) throw notFound("Webhook", id);
  const query = tx.db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound("Webhook", id);
  return row;
}

/** The `webhook-id` receivers deduplicate by: the message row's id in the msg_ form. */
export function webhookMessageIdOf(messageId: string): string {
  return `msg_${messageId.replaceAll("-", "")}`;
}

export function previousSecretExpiry(
  box: SecretBox,
  row: WebhookRow,
  now: Date = new Date(),
): Date | null {
  let secrets: WebhookSigningSecret[];
  try {
    secrets = openSigningSecrets(box, row.sealedSigningSecrets);
  } catch {
    // Sealed under another key: the list still answers; deliveries report the broken set-up.
    return null;
  }
  const ends = activeWebhookSecrets(secrets, now)
    .map(({ expiresAt }) => expiresAt)
    .filter((end): end is Date => end instanceof Date);
  return ends.length ? new Date(Math.max(...ends.map((end) => end.getTime()))) : null;
}
