/**
 * When to try a failed webhook again (decision 026): the Standard Webhooks schedule, 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h after the 1st to 6th attempt, each with ±10 % jitter so endpoints that
 * came back are not hit by every tenant at once. The attempts fit in 24 hours; after that the
 * message is given up. Retry-After wins when it asks for a later time, within the same 24 hours.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR;
export const WEBHOOK_RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
] as const;
const JITTER = 0.1;

/**
 * The delay in ms before the next attempt, after attempt `attemptNumber` (1 = the first) failed,
 * or null when there is no next attempt. `random` is Math.random's shape, injectable for tests.
 */
export function nextAttemptDelay(
  attemptNumber: number,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number | null {
  if (!Number.isInteger(attemptNumber) || attemptNumber < 1) {
    throw new RangeError("attemptNumber counts from 1");
  }
  const base = WEBHOOK_RETRY_DELAYS_MS[attemptNumber - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 + (random() * 2 - 1) * JITTER));
  const asked =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? retryAfterSeconds * SECOND
      : 0;
  const delay = Math.max(jittered, asked);
  // Time already spent by the schedule so far (at its longest): the window counts from the first.
  const spent = WEBHOOK_RETRY_DELAYS_MS.slice(0, attemptNumber - 1).reduce(
    (sum, ms) => sum + ms * (1 + JITTER),
    0,
  );
  return spent + delay > WEBHOOK_RETRY_WINDOW_MS ? null : delay;
}
