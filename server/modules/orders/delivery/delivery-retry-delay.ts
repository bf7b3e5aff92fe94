import type { DeliverySettings } from "./delivery-settings.ts";

/**
 * Seconds to wait before attempt `attempt + 1` after `attempt` transient failures: exponential
 * back-off from `retryBaseSeconds`, capped, with full jitter on the upper half (so a crowd of
 * orders failing together does not come back together), and never earlier than the ERP's
 * Retry-After.
 */
export function deliveryRetryDelay(
  attempt: number,
  settings: Pick<DeliverySettings, "retryBaseSeconds" | "retryMaxDelaySeconds">,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(
    settings.retryMaxDelaySeconds,
    settings.retryBaseSeconds * 2 ** Math.max(0, attempt - 1),
  );
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.max(1, Math.ceil(Math.max(jittered, retryAfterSeconds ?? 0)));
}
