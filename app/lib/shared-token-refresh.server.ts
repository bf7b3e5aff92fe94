import type { TokenSet } from "./token-response";

/**
 * Refresh tokens rotate and the authorization server revokes the whole grant when one is used
 * twice (docs/decisions/005). Parallel requests of one browser carry the same refresh token, so
 * they must share one refresh (spec section 4): the first starts it, the others wait for it.
 * A request that arrives just after, still carrying the old cookie, gets the same answer
 * for a short while instead of reusing a spent token.
 */
export class SharedTokenRefresh {
  readonly #inFlight = new Map<string, Promise<TokenSet>>();
  readonly #graceMs: number;

  constructor(options: { graceMs?: number } = {}) {
    this.#graceMs = options.graceMs ?? 30_000;
  }

  refresh(refreshToken: string, refresh: (refreshToken: string) => Promise<TokenSet>) {
    const existing = this.#inFlight.get(refreshToken);
    if (existing) return existing;

    const pending = refresh(refreshToken);
    this.#inFlight.set(refreshToken, pending);
    pending.then(
      () => {
        setTimeout(() => this.#forget(refreshToken, pending), this.#graceMs).unref?.();
      },
      () => this.#forget(refreshToken, pending),
    );
    return pending;
  }

  #forget(refreshToken: string, pending: Promise<TokenSet>) {
    if (this.#inFlight.get(refreshToken) === pending) this.#inFlight.delete(refreshToken);
  }
}

/** One per process: every request of every session goes through it. */
export const sharedTokenRefresh = new SharedTokenRefresh();
