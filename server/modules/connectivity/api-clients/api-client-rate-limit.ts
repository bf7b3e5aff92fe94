/**
 * Requests per API client per minute (decision 042): a fixed one-minute window per client, in
 * this process's memory. With N API processes behind a load balancer a client gets up to N times
 * the limit; the limit protects each process, it is not a billing meter.
 */
export class ApiClientRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request of `clientId`: null when it may go on, else the seconds to wait. */
  take(clientId: string): { retryAfterSeconds: number } | null {
    const now = this.now();
    let window = this.windows.get(clientId);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= 10_000) this.forgetEnded(now);
      window = { start: now, count: 0 };
      this.windows.set(clientId, window);
    }
    window.count += 1;
    if (window.count <= this.perMinute) return null;
    return {
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
    };
  }

  private forgetEnded(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
