import { SchemaMigration, t, table } from '../../database/schema.js';

/**
 * The rate limits' counters, one row per limit and client address, shared by every instance of
 * the app (decision 0026). Transient like the sessions: never replayed, and a lost row only
 * forgets one window's count.
 */
export class CreateRateLimitCounters1764700000000 extends SchemaMigration {
  name = 'CreateRateLimitCounters1764700000000';
  protected readonly tables = [
    table(
      'rate_limit_counters',
      { key: 'text NOT NULL PRIMARY KEY', window_ends_ms: t.bigint, hits: t.integer },
      { indexes: [{ on: 'window_ends_ms', name: 'idx_rate_limit_counters_window_ends' }] },
    ),
  ];
}
