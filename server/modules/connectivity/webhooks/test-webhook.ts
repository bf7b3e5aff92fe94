import type pg from "pg";
import type { WebhookTestInput } from "../../../contracts/connectivity/webhook.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { attemptSummary } from "./attempt-summary.ts";
import { sendWebhook, type WebhookAuth } from "./send-webhook.ts";
import { newWebhookMessageId } from "./sign-webhook.ts";
import {
  authOf,
  openSigningSecrets,
  requireWebhook,
  storedAuthSecretFor,
} from "./stored-webhook.ts";
import { generateWebhookSecret, type WebhookSigningSecret } from "./webhook-secret.ts";

// Shorter than a delivery's time-out: an administrator is waiting for the answer.
const TEST_TIMEOUT_MS = 10_000;

const invalid = (path: string, message: string) =>
  new AppError("validation_failed", "Validation or transformation failed", [
    { path: [path], message },
  ]);

/**
 * Sends one signed `webhook.test` ping (decision 028), not a sample `order.validated`: a
 * receiver that acts on orders must not take a test for an order. To the URL and auth in the
 * body, or to a saved webhook (`id`), whose settings fill in what the body leaves out and whose
 * signing secrets sign it, so the receiver's verification is tested too. Its stored password or
 * token fills in only for the origin it was saved for (decision 065). Through the outbound
 * guard; nothing is recorded.
 */
export async function testWebhook(
  pool: pg.Pool,
  box: SecretBox,
  guard: OutboundGuard,
  tenantId: string,
  input: WebhookTestInput,
  now: () => Date = () => new Date(),
) {
  const savedId = input.id;
  const saved = savedId
    ? await withTenant(pool, tenantId, (tx) => requireWebhook(tx, savedId))
    : null;
  const url = input.url ?? saved?.url;
  if (!url) throw invalid("url", "The URL is required");

  const scheme = input.auth_scheme ?? (saved?.authScheme as WebhookTestInput["auth_scheme"]);
  let auth: WebhookAuth | null = { scheme: "none" };
  if (scheme === "Basic" || scheme === "Bearer") {
    const username = input.auth_username ?? saved?.authUsername ?? null;
    if (scheme === "Basic" && !username?.trim()) {
      throw invalid("auth_username", "The user name is required for Basic authentication");
    }
    if (input.auth_secret) {
      auth =
        scheme === "Basic"
          ? { scheme: "basic", username: username ?? "", password: input.auth_secret }
          : { scheme: "bearer", token: input.auth_secret };
    } else {
      // The stored secret belongs to the stored scheme and origin only (decision 065).
      const stored = saved ? storedAuthSecretFor(saved, scheme, url) : null;
      auth = stored ? authOf(box, scheme, username, stored) : null;
    }
    if (!auth) {
      throw invalid(
        "auth_secret",
        scheme === "Basic"
          ? "The password is required for Basic authentication"
          : "The token is required for Bearer authentication",
      );
    }
  }

  const secrets: WebhookSigningSecret[] = saved
    ? openSigningSecrets(box, saved.sealedSigningSecrets)
    : [{ secret: generateWebhookSecret() }];
  const id = newWebhookMessageId();
  const at = now();
  const body = JSON.stringify({
    type: "webhook.test",
    timestamp: at.toISOString(),
    data: {
      webhook_id: saved?.id ?? null,
      message: "A test from Fennec. It announces nothing; answer with a 2xx status.",
    },
  });
  const attempt = await sendWebhook(
    { url, id, body, secrets, auth },
    { guard, timeoutMs: TEST_TIMEOUT_MS, now: () => at },
  );
  return {
    ok: attempt.outcome === "delivered",
    event: "webhook.test" as const,
    webhook_message_id: id,
    outcome: attempt.outcome,
    message: attemptSummary(attempt, "test"),
    status_code: attempt.statusCode,
    duration_ms: attempt.durationMs,
    response: attempt.response,
    reason: attempt.reason ?? null,
  };
}
