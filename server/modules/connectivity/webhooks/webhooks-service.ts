import { asc, count, eq } from "drizzle-orm";
import type pg from "pg";
import type { WebhookInput } from "../../../contracts/connectivity/webhook.ts";
import { webhooks } from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { bringBacklogForward } from "./deliver-webhook-message.ts";
import { presentWebhook } from "./present-webhook.ts";
import {
  openSigningSecrets,
  requireWebhook,
  sealSigningSecrets,
  storedAuthSecretFor,
  type WebhookRow,
} from "./stored-webhook.ts";
import { generateWebhookSecret, rotateWebhookSecret } from "./webhook-secret.ts";

/**
 * At most this many webhooks per tenant (decision 063): every validated order queues a message
 * for each, and each may hold a delivery slot for 15 s, so the count is bounded.
 */
export const WEBHOOKS_PER_TENANT = 20;

const invalid = (path: string, message: string) =>
  new AppError("validation_failed", "Validation or transformation failed", [
    { path: [path], message },
  ]);

/**
 * The stored auth of an input: None clears it; Basic needs a user name; an empty secret keeps
 * the stored one while the scheme and the URL's origin stay the same (decision 065), and is
 * required otherwise.
 */
export function authColumns(
  box: SecretBox,
  input: Pick<WebhookInput, "auth_scheme" | "auth_username" | "auth_secret" | "url">,
  current?: Pick<WebhookRow, "sealedAuthSecret" | "authScheme"> & { url: string | null },
) {
  if (input.auth_scheme === "None") return { authUsername: null, sealedAuthSecret: null };
  const username = input.auth_scheme === "Basic" ? (input.auth_username ?? "").trim() : null;
  if (input.auth_scheme === "Basic" && !username) {
    throw invalid("auth_username", "The user name is required for Basic authentication");
  }
  if (input.auth_secret) {
    return { authUsername: username, sealedAuthSecret: box.seal(input.auth_secret) };
  }
  const stored = current ? storedAuthSecretFor(current, input.auth_scheme, input.url) : null;
  if (stored) return { authUsername: username, sealedAuthSecret: stored };
  throw invalid(
    "auth_secret",
    input.auth_scheme === "Basic"
      ? "The password is required for Basic authentication"
      : "The token is required for Bearer authentication",
  );
}

export function listWebhooks(pool: pg.Pool, box: SecretBox, tenantId: string) {
  return withTenant(pool, tenantId, async (tx) =>
    (await tx.db.select().from(webhooks).orderBy(asc(webhooks.name), asc(webhooks.createdAt))).map(
      (row) => presentWebhook(box, row),
    ),
  );
}

export function getWebhook(pool: pg.Pool, box: SecretBox, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) =>
    presentWebhook(box, await requireWebhook(tx, id)),
  );
}

/** Creates a webhook with a new signing secret, answered this once and never again. */
export function createWebhook(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  input: WebhookInput,
) {
  const auth = authColumns(box, input);
  const secret = generateWebhookSecret();
  return withTenant(pool, tenantId, async (tx) => {
    await refuseBeyondLimit(tx, tenantId);
    const [row] = await tx.db
      .insert(webhooks)
      .values({
        tenantId,
        name: input.name,
        url: input.url,
        events: input.events,
        authScheme: input.auth_scheme,
        ...auth,
        sealedSigningSecrets: sealSigningSecrets(box, [{ secret, expiresAt: null }]),
        active: input.active,
      })
      .returning();
    return { ...presentWebhook(box, row as WebhookRow), secret };
  });
}

/**
 * Refuses a webhook beyond WEBHOOKS_PER_TENANT. Creates of one tenant are serialised for the
 * transaction, so two at once cannot both take the last place.
 */
async function refuseBeyondLimit(tx: Transaction, tenantId: string) {
  await tx.client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
    `webhooks.create:${tenantId}`,
  ]);
  const [counted] = await tx.db
    .select({ n: count() })
    .from(webhooks)
    .where(eq(webhooks.tenantId, tenantId));
  if ((counted?.n ?? 0) >= WEBHOOKS_PER_TENANT) {
    throw new AppError(
      "conflict",
      `A tenant can have at most ${WEBHOOKS_PER_TENANT} webhooks: delete one before adding another`,
      { reason: "webhook_limit", limit: WEBHOOKS_PER_TENANT },
    );
  }
}

/**
 * Changes a webhook. An empty auth secret keeps the stored one while the URL keeps its origin.
 * Switching a webhook that Fennec disabled back on (active true) clears the disabling and its
 * failure streak. A new URL is a new endpoint: its breaker starts closed (decision 063), and what
 * waited for the old one is due now.
 */
export function updateWebhook(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  id: string,
  input: WebhookInput,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const current = await requireWebhook(tx, id, { lock: true });
    const auth = authColumns(box, input, current);
    const reenabled = input.active && current.disabledAt !== null;
    const moved = input.url !== current.url;
    const [row] = await tx.db
      .update(webhooks)
      .set({
        name: input.name,
        url: input.url,
        events: input.events,
        authScheme: input.auth_scheme,
        ...auth,
        active: input.active,
        ...(reenabled ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
        ...(reenabled || moved ? { consecutiveFailures: 0, slowedUntil: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhooks.id, id))
      .returning();
    if (moved && current.slowedUntil !== null) {
      await bringBacklogForward(tx, tenantId, id, new Date());
    }
    return presentWebhook(box, row as WebhookRow);
  });
}

/** Deletes a webhook with its messages and delivery log. */
export function deleteWebhook(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireWebhook(tx, id);
    await tx.db.delete(webhooks).where(eq(webhooks.id, id));
  });
}

/**
 * A new signing secret, answered this once; the previous one keeps signing for 24 hours
 * (decision 026), so receivers can switch without losing a delivery.
 */
export function rotateWebhookSigningSecret(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  id: string,
  now: Date = new Date(),
) {
  return withTenant(pool, tenantId, async (tx) => {
    const current = await requireWebhook(tx, id, { lock: true });
    const rotated = rotateWebhookSecret(openSigningSecrets(box, current.sealedSigningSecrets), now);
    await tx.db
      .update(webhooks)
      .set({ sealedSigningSecrets: sealSigningSecrets(box, rotated), updatedAt: now })
      .where(eq(webhooks.id, id));
    const [fresh, previous] = rotated;
    return {
      secret: (fresh as { secret: string }).secret,
      previous_secret_expires_at: (previous?.expiresAt ?? now).toISOString(),
    };
  });
}
