import type { WebhookAuthScheme } from "../../../contracts/connectivity/webhook.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { previousSecretExpiry, type WebhookRow } from "./stored-webhook.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A webhook as the API answers it: nothing secret, its state in plain fields. */
export function presentWebhook(box: SecretBox, row: WebhookRow, now: Date = new Date()) {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events,
    auth_scheme: row.authScheme as WebhookAuthScheme,
    auth_username: row.authUsername,
    auth_secret_set: row.sealedAuthSecret !== null,
    active: row.active,
    status: row.disabledAt
      ? ("disabled" as const)
      : row.active
        ? ("active" as const)
        : ("inactive" as const),
    disabled_at: iso(row.disabledAt),
    disabled_reason: row.disabledReason,
    failing_since: iso(row.failingSince),
    consecutive_failures: row.consecutiveFailures,
    slowed_until: iso(row.slowedUntil),
    last_delivery_at: iso(row.lastDeliveryAt),
    last_delivery_outcome: row.lastDeliveryOutcome as "delivered" | "retry" | "give-up" | null,
    previous_secret_expires_at: iso(previousSecretExpiry(box, row, now)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
