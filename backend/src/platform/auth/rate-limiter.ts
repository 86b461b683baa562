/**
 * A fixed-window counter per key (the client IP), kept in memory: one server process per
 * deployment, and a restart forgetting the counts is harmless for abuse throttling.
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; answers the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return this.limit >= 1 ? 0 : Math.ceil(this.windowMs / 1000);
    }
    current.count += 1;
    if (current.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((current.startedAt + this.windowMs - now) / 1000));
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}

export const TOO_MANY_REQUESTS_MESSAGE = 'リクエストが多すぎます。しばらく待ってからもう一度お試しください。';

export function tooManyRequestsBody() {
  return { statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE, error: 'Too Many Requests' };
}
