import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** Read models of the admin console: the latest ER diagram and the list of admin actions. */
export class CreateAdminReadModels1766400000000 extends SchemaMigration {
  name = 'CreateAdminReadModels1766400000000';
  protected readonly tables = [
    table('admin_db_diagram', {
      id: t.id, snapshot: t.jsonb, checksum: t.text, changed: t.boolean, synced_at: t.timestamptz, synced_by: orNull.text,
    }),
    table(
      'admin_actions',
      { event_id: 'uuid PRIMARY KEY', type: t.text, at: t.timestamptz, actor_id: orNull.text, summary: t.text, success: t.boolean },
      { indexes: [{ on: 'at DESC' }] },
    ),
  ];
}
