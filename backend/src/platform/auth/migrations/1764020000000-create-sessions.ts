import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTables, dropTables, table } from '../../database/schema.js';

const tables = [
  table(
    'sessions',
    { sid: 'varchar NOT NULL PRIMARY KEY', sess: 'json NOT NULL', expire: 'timestamp(6) NOT NULL' },
    { indexes: [{ on: 'expire', name: 'idx_sessions_expire' }] },
  ),
];

/**
 * The session store of express-session / connect-pg-simple (its documented shape). Not an
 * event-sourced read model: sessions are transient state that is never replayed.
 */
export class CreateSessions1764020000000 implements MigrationInterface {
  name = 'CreateSessions1764020000000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, tables);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, tables);
  }
}
