import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTables, dropTables, orNull, t, table } from '../../../platform/database/schema.js';

const tables = [
  table('admin_db_diagram', {
    id: t.id, snapshot: t.jsonb, checksum: t.text, changed: t.boolean, synced_at: t.timestamptz, synced_by: orNull.text,
  }),
  table(
    'admin_actions',
    { event_id: 'uuid PRIMARY KEY', type: t.text, at: t.timestamptz, actor_id: orNull.text, summary: t.text, success: t.boolean },
    { indexes: [{ on: 'at DESC' }] },
  ),
];

/** Read models of the admin console: the latest ER diagram and the list of admin actions. */
export class CreateAdminReadModels1766400000000 implements MigrationInterface {
  name = 'CreateAdminReadModels1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, tables);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, tables);
  }
}
