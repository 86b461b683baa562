import { SchemaMigration, table } from '../../database/schema.js';

/**
 * The session store of express-session / connect-pg-simple (its documented shape). Not an
 * event-sourced read model: sessions are transient state that is never replayed.
 */
export class CreateSessions1764020000000 extends SchemaMigration {
  name = 'CreateSessions1764020000000';
  protected readonly tables = [
    table(
      'sessions',
      { sid: 'varchar NOT NULL PRIMARY KEY', sess: 'json NOT NULL', expire: 'timestamp(6) NOT NULL' },
      { indexes: [{ on: 'expire', name: 'idx_sessions_expire' }] },
    ),
  ];
}
