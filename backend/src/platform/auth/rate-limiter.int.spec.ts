import type { QueryRunner } from 'typeorm';
import pg from 'pg';
import { createTestDatabase } from '../../test-support/test-database.js';
import { CreateRateLimitCounters1764700000000 } from './migrations/1764700000000-create-rate-limit-counters.js';
import { RateLimitCounters } from './rate-limiter.js';

describe('FixedWindowRateLimiter (counters in PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let now = 0;
  const counters = () => new RateLimitCounters((text, values) => pool.query(text, values).then((r) => r.rows), () => now);

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    // An idle connection still closing when `db.drop()` forces the database away reports
    // "terminating connection due to administrator command" on the pool; the test is over by then.
    pool.on('error', () => undefined);
    await new CreateRateLimitCounters1764700000000().up({ query: (text: string) => pool.query(text) } as unknown as QueryRunner);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });
  beforeEach(async () => {
    await pool.query('DELETE FROM rate_limit_counters');
    now = 1_000_000;
  });

  it('allows the limit per window, then answers the seconds to wait, and resets', async () => {
    const limiter = counters().limiter('test', 2, 60_000);
    expect(await limiter.hit('ip')).toBe(0);
    expect(await limiter.hit('ip')).toBe(0);
    expect(await limiter.hit('other')).toBe(0);
    now += 15_000;
    expect(await limiter.hit('ip')).toBe(45);
    now += 45_000;
    expect(await limiter.hit('ip')).toBe(0);
  });

  it('counts the hits of several processes into one window, also when they arrive at once', async () => {
    const a = counters().limiter('test', 5);
    const b = counters().limiter('test', 5);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('ip')));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await a.retryAfter('ip')).toBe(60);
  });

  it('keeps limits with different names apart', async () => {
    const login = counters().limiter('login', 1);
    const post = counters().limiter('public-post', 1);
    expect(await login.hit('ip')).toBe(0);
    expect(await post.hit('ip')).toBe(0);
    expect(await login.hit('ip')).toBeGreaterThan(0);
  });

  it('answers the wait without counting, and deletes ended windows', async () => {
    const limiter = counters().limiter('test', 1);
    expect(await limiter.retryAfter('ip')).toBe(0);
    await limiter.hit('ip');
    expect(await limiter.retryAfter('ip')).toBe(60);
    now += 61_000;
    expect(await limiter.retryAfter('ip')).toBe(0);
    await limiter.hit('other');
    const { rows } = await pool.query('SELECT key FROM rate_limit_counters ORDER BY key');
    expect(rows).toEqual([{ key: 'test:other' }]);
  });
});
