import type { NextFunction, Request, RequestHandler, Response } from 'express';

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

  /** The seconds to wait when the key is over its limit, else 0, without counting a hit. */
  retryAfter(key: string): number {
    const now = this.now();
    const current = this.windows.get(key);
    if (this.limit < 1) return Math.ceil(this.windowMs / 1000);
    if (!current || now - current.startedAt >= this.windowMs || current.count < this.limit) return 0;
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

function refuse(res: Response, retryAfter: number): void {
  res.setHeader('Retry-After', String(retryAfter));
  res.status(429).json(tooManyRequestsBody());
}

/**
 * Counts every request per client address (`req.ip`: the socket's, or what a proxy that
 * TRUST_PROXY names forwarded) and answers 429 with Retry-After over the limit.
 */
export function limitByClientAddress(limiter: FixedWindowRateLimiter): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const retryAfter = limiter.hit(req.ip ?? 'unknown');
    if (retryAfter === 0) next();
    else refuse(res, retryAfter);
  };
}

/**
 * Counts only refused requests (an answer of 400 or more) per client address, and answers 429
 * once an address is over the limit: for endpoints a legitimate caller rarely gets wrong, but
 * that all traffic reaches from one address (the embedded issuer's token endpoint is called by
 * this very server for every sign-in).
 */
export function limitFailuresByClientAddress(limiter: FixedWindowRateLimiter): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.ip ?? 'unknown';
    const retryAfter = limiter.retryAfter(key);
    if (retryAfter > 0) {
      refuse(res, retryAfter);
      return;
    }
    res.on('finish', () => {
      if (res.statusCode >= 400) limiter.hit(key);
    });
    next();
  };
}
