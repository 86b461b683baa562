import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * The notifications module's tables (docs/modules/notifications.md, decisions 0081 and 0082).
 *
 * Owned by `NotificationsProjection` (rebuilt from the log): `notifications`, one row per
 * (source event, recipient, kind), or per (post, recipient) for batched likes; the facts it keeps
 * to find recipients (`notification_subjects`: who owns a post, cycle or event, or the owner proof
 * of an anonymous post; `notification_audiences`: supporters, registrants, reporters;
 * `notification_names`: display names for @mentions).
 *
 * Kept as they are written (the user's own state, not rebuilt): `notification_reads` (one
 * notification read, or the batch read as of its latest update), `notification_read_marks` (read
 * everything up to), `notification_preferences` (the channel per kind, where it is not the default).
 */
export class CreateNotifications1767600000000 extends SchemaMigration {
  name = 'CreateNotifications1767600000000';
  protected readonly tables = [
    table(
      'notifications',
      {
        id: 'uuid PRIMARY KEY',
        kind: t.text,
        recipient_id: orNull.text,
        recipient_proof: orNull.text,
        source_event_id: 'uuid NOT NULL',
        source_position: t.bigint,
        subject_id: t.text,
        actor_id: orNull.text,
        title: t.text,
        body: orNull.text,
        link: t.text,
        count: 'integer NOT NULL DEFAULT 1',
        created_at: t.timestamptz,
      },
      {
        constraints: ['CHECK ((recipient_id IS NULL) <> (recipient_proof IS NULL))'],
        indexes: [
          { on: 'source_event_id, kind, (COALESCE(recipient_id, recipient_proof))', unique: true, name: 'notifications_once_per_event' },
          { on: 'recipient_id, created_at DESC, id DESC', name: 'notifications_recipient_idx', where: 'recipient_id IS NOT NULL' },
          { on: 'recipient_proof', where: 'recipient_proof IS NOT NULL' },
          { on: 'source_position' },
        ],
      },
    ),
    table('notification_subjects', { subject_id: t.id, owner_id: orNull.text, owner_proof: orNull.text, title: orNull.text }),
    table('notification_audiences', { subject_id: t.text, role: t.text, user_id: t.text }, { primaryKey: 'subject_id, role, user_id' }),
    table('notification_names', { user_id: t.id, display_name: t.text }),
    table('notification_reads', { notification_id: 'uuid PRIMARY KEY', read_at: t.timestamptz }),
    table('notification_read_marks', { user_id: t.id, read_through: t.timestamptz }),
    table('notification_preferences', { user_id: t.text, kind: t.text, channel: t.text, updated_at: t.timestamptz }, { primaryKey: 'user_id, kind' }),
  ];
}
