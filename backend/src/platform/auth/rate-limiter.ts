import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { logger } from '../logging/logger.js';

/** Runs one statement and answers its rows (TypeORM's `DataSource.query`, or a pg pool's). */
export type RateLimitQuery = (text: string, values: unknown[]) => Promise<unknown[]>;

/** How often one process deletes the counters of windows that have ended. */
const CLEANUP_INTERVAL_MS = 60_000;

const HIT = `
  INSERT INTO rate_limit_counters AS c (key, window_ends_ms, hits) VALUES ($1, $2::bigint + $3::bigint, 1)
  ON CONFLICT (key) DO UPDATE SET
    window_ends_ms = CASE WHEN c.window_ends_ms <= $2::bigint THEN $2::bigint + $3::bigint ELSE c.window_ends_ms END,
    hits = CASE WHEN c.window_ends_ms <= $2::bigint THEN 1 ELSE c.hits + 1 END
  RETURNING hits, window_ends_ms`;

/**
 * The rate limits' counters in PostgreSQL (`rate_limit_counters`), so that every instance of the
 * app counts into the same window (decision 0026): one UPSERT round trip per counted request.
 * Ended windows are deleted by whichever instance counts next after a minute; a window that has
 * ended but not yet been deleted simply starts over on its next hit.
 */
export class RateLimitCounters {
  private lastCleanup = 0;

  constructor(
    private readonly query: RateLimitQuery,
    private readonly now: () => number = Date.now,
  ) {}

  /** A limit named `name` (its counters are apart from other limits'), `limit` hits per window. */
  limiter(name: string, limit: number, windowMs = 60_000): FixedWindowRateLimiter {
    return new FixedWindowRateLimiter(this, name, limit, windowMs);
  }

  /** Counts one hit on `key`: the hits in its current window and when that window ends. */
  async hit(key: string, windowMs: number): Promise<{ hits: number; windowEndsMs: number; now: number }> {
    const now = this.now();
    if (now - this.lastCleanup >= CLEANUP_INTERVAL_MS) {
      this.lastCleanup = now;
      await this.query('DELETE FROM rate_limit_counters WHERE window_ends_ms <= $1', [now]);
    }
    const [row] = (await this.query(HIT, [key, now, windowMs])) as { hits: number; window_ends_ms: string }[];
    return { hits: Number(row.hits), windowEndsMs: Number(row.window_ends_ms), now };
  }

  /** The hits on `key` in its current window, without counting one. */
  async peek(key: string): Promise<{ hits: number; windowEndsMs: number; now: number }> {
    const now = this.now();
    const [row] = (await this.query('SELECT hits, window_ends_ms FROM rate_limit_counters WHERE key = $1', [key])) as {
      hits: number;
      window_ends_ms: string;
    }[];
    if (!row || Number(row.window_ends_ms) <= now) return { hits: 0, windowEndsMs: now, now };
    return { hits: Number(row.hits), windowEndsMs: Number(row.window_ends_ms), now };
  }
}

/** A fixed-window counter per key (the client address), shared by all instances through `RateLimitCounters`. */
export class FixedWindowRateLimiter {
  constructor(
    private readonly counters: RateLimitCounters,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; answers the seconds to wait when the key is over its limit, else 0. */
  async hit(key: string): Promise<number> {
    const { hits, windowEndsMs, now } = await this.counters.hit(`${this.name}:${key}`, this.windowMs);
    if (hits <= this.limit) return 0;
    return Math.max(1, Math.ceil((windowEndsMs - now) / 1000));
  }

  /** The seconds to wait when the key is over its limit, else 0, without counting a hit. */
  async retryAfter(key: string): Promise<number> {
    if (this.limit < 1) return Math.ceil(this.windowMs / 1000);
    const { hits, windowEndsMs, now } = await this.counters.peek(`${this.name}:${key}`);
    if (hits < this.limit) return 0;
    return Math.max(1, Math.ceil((windowEndsMs - now) / 1000));
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
    limiter.hit(req.ip ?? 'unknown').then((retryAfter) => {
      if (retryAfter === 0) next();
      else refuse(res, retryAfter);
    }, next);
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
    limiter.retryAfter(key).then((retryAfter) => {
      if (retryAfter > 0) {
        refuse(res, retryAfter);
        return;
      }
      res.on('finish', () => {
        if (res.statusCode >= 400) limiter.hit(key).catch((error: unknown) => logger.warn({ err: error }, 'could not count a refused request'));
      });
      next();
    }, next);
  };
}
