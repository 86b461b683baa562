import type { QueryRunner } from 'typeorm';
import { SchemaMigration } from '../../../platform/database/schema.js';

/**
 * A notification is once per (event, kind, recipient) by its id alone (decision 0114's figures):
 * `notificationId` names the row by exactly that (or, for a batched kind, by subject, kind and
 * recipient, and an event has one subject), so the primary key refuses the same row twice. The
 * unique index on the same columns checked it a second time, with an expression per row, on every
 * write: a third of the cost of writing an event's 500 notifications. The mailer's lookup by
 * source event keeps a plain index.
 */
export class NotificationsOnceById1767814000000 extends SchemaMigration {
  name = 'NotificationsOnceById1767814000000';

  override async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notifications_once_per_event`);
    await q.query(`CREATE INDEX notifications_source_event_idx ON notifications (source_event_id)`);
  }

  override async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notifications_source_event_idx`);
    await q.query(`CREATE UNIQUE INDEX notifications_once_per_event ON notifications (source_event_id, kind, (COALESCE(recipient_id, recipient_proof)))`);
  }
}
