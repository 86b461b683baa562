import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTables, dropTables, t, table } from '../../database/schema.js';

const tables = [
  table(
    'rate_limit_counters',
    { key: 'text NOT NULL PRIMARY KEY', window_ends_ms: t.bigint, hits: t.integer },
    { indexes: [{ on: 'window_ends_ms', name: 'idx_rate_limit_counters_window_ends' }] },
  ),
];

/**
 * The rate limits' counters, one row per limit and client address, shared by every instance of
 * the app (decision 0026). Transient like the sessions: never replayed, and a lost row only
 * forgets one window's count.
 */
export class CreateRateLimitCounters1764700000000 implements MigrationInterface {
  name = 'CreateRateLimitCounters1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, tables);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, tables);
  }
}
