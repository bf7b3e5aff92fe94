import type { Transaction } from "../../../db/tenant-transaction.ts";
import type { WebhookAttemptOutcome } from "./send-webhook.ts";

/**
 * The breaker of a webhook endpoint (decision 063). An endpoint whose attempts keep failing in a
 * way that is retried (no answer in time, no connection, 5xx, 429) is slowed down: from the fifth
 * such attempt in a row its messages wait — none is dropped, each keeps its 24 hours — until a
 * pause is over, then one attempt, the probe, decides. A failed probe doubles the pause (1 min up
 * to 1 h); a delivery closes the breaker and what waited is sent at once. The state lives on the
 * webhook row, so every process sees it.
 */

export const BREAKER_THRESHOLD = 5;
const FIRST_PAUSE_MS = 60_000;
const LONGEST_PAUSE_MS = 60 * 60_000;
/** A probe holds the endpoint for its attempt's timeout and this long to record what it did. */
export const PROBE_MARGIN_MS = 15_000;

export type BreakerState = { consecutive_failures: number; slowed_until: Date | null };

/** How long an endpoint with `failures` retried failures in a row is slowed down; null: not. */
export function pauseAfter(failures: number): number | null {
  if (failures < BREAKER_THRESHOLD) return null;
  return Math.min(FIRST_PAUSE_MS * 2 ** (failures - BREAKER_THRESHOLD), LONGEST_PAUSE_MS);
}

/**
 * The breaker after an attempt that ended at `at`. A delivery closes it (`recovered` when it was
 * slowed down); a failure to be retried counts; a refusal (4xx, a refused address) is an answer
 * that no pause would change, and leaves it as it was.
 */
export function breakerAfter(
  current: BreakerState,
  outcome: WebhookAttemptOutcome,
  at: Date,
): BreakerState & { recovered: boolean } {
  if (outcome === "delivered") {
    return {
      consecutive_failures: 0,
      slowed_until: null,
      recovered: current.slowed_until !== null,
    };
  }
  if (outcome === "give-up") return { ...current, recovered: false };
  const failures = current.consecutive_failures + 1;
  const pause = pauseAfter(failures);
  return {
    consecutive_failures: failures,
    slowed_until: pause === null ? null : new Date(at.getTime() + pause),
    recovered: false,
  };
}

/**
 * Before a scheduled attempt: null to go ahead, or the time to wait until. A slowed-down endpoint
 * whose pause is over lets this attempt through as its probe and holds the others back for
 * `holdMs` meanwhile (a probe lost with its process frees the endpoint when that runs out).
 */
export async function passBreaker(
  tx: Transaction,
  webhookId: string,
  now: Date,
  holdMs: number,
): Promise<Date | null> {
  const { rows } = await tx.client.query<{ slowed_until: Date | null }>(
    "select slowed_until from webhooks where id = $1 for update",
    [webhookId],
  );
  const until = rows[0]?.slowed_until ?? null;
  if (until === null) return null;
  if (until.getTime() > now.getTime()) return until;
  await tx.client.query("update webhooks set slowed_until = $2 where id = $1", [
    webhookId,
    new Date(now.getTime() + holdMs),
  ]);
  return null;
}
