import type { Config } from "../../../config/config.ts";

/** How delivery retries and follows orders in the ERP (decision 027); set from the environment. */
export type DeliverySettings = {
  /** The first wait after a transient failure; it doubles with every attempt (with jitter). */
  retryBaseSeconds: number;
  /** The longest wait between two attempts. */
  retryMaxDelaySeconds: number;
  /** Attempts at one order before it is submit_failed. */
  maxAttempts: number;
  /** How often the ERP is asked whether a submitted order is confirmed. */
  statusPollSeconds: number;
  /** How long after submission Fennec keeps asking. */
  statusPollForHours: number;
  /** One call to the ERP, redirects included. */
  requestTimeoutMs: number;
};

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  retryBaseSeconds: 10,
  retryMaxDelaySeconds: 30 * 60,
  maxAttempts: 10,
  statusPollSeconds: 60,
  statusPollForHours: 7 * 24,
  requestTimeoutMs: 15_000,
};

export function deliverySettingsFrom(config: Config): DeliverySettings {
  return {
    ...DEFAULT_DELIVERY_SETTINGS,
    retryBaseSeconds: config.DELIVERY_RETRY_BASE_SECONDS,
    maxAttempts: config.DELIVERY_MAX_ATTEMPTS,
    statusPollSeconds: config.DELIVERY_STATUS_POLL_SECONDS,
    requestTimeoutMs: config.DELIVERY_REQUEST_TIMEOUT_MS,
  };
}

/**
 * A delivery job still active this long after it started was lost with its process and is run
 * again: two ERP calls' time-out, and room for the database.
 */
export const deliveryJobExpiry = (settings: DeliverySettings) =>
  Math.ceil((2 * settings.requestTimeoutMs) / 1000) + 15;
