import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * Files attached to an event or one of its sessions (decision 0097), written only by
 * `CommunityEventsProjection`. The bytes are in file storage under `storage_key`.
 */
export class AddEventMaterials1767801000000 extends SchemaMigration {
  name = 'AddEventMaterials1767801000000';
  protected readonly tables = [
    table('community_event_files', {
      id: t.id, event_id: t.text, session_id: orNull.text, file_name: t.text, content_type: t.text, size_bytes: t.bigint,
      storage_key: t.text, uploaded_by_id: t.text, uploaded_at: t.timestamptz,
    }, { indexes: [{ on: 'event_id' }] }),
  ];
}
