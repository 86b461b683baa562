/**
 * The rate limits' counters, one row per limit and client address, shared by every instance of
 * the app (decision 0026). Transient like the sessions: never replayed, and a lost row only
 * forgets one window's count.
 */
export class CreateRateLimitCounters1764700000000 {
    name = 'CreateRateLimitCounters1764700000000';
    async up(q) {
        await q.query(`
      CREATE TABLE rate_limit_counters (
        key text NOT NULL PRIMARY KEY,
        window_ends_ms bigint NOT NULL,
        hits integer NOT NULL
      )`);
        await q.query(`CREATE INDEX idx_rate_limit_counters_window_ends ON rate_limit_counters (window_ends_ms)`);
    }
    async down(q) {
        await q.query(`DROP TABLE rate_limit_counters`);
    }
}
