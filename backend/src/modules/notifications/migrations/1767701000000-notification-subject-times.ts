import { SchemaMigration } from '../../../platform/database/schema.js';

/**
 * What a due moment is checked against (decision 0081, issue 31's reminders): `at`, the subject's
 * current time (a community event's start, the next 1on1's date), so a moment scheduled for an
 * earlier time tells nobody; `closed`, a cancelled event, a processed inquiry or a deleted 1on1
 * entry, whose moments tell nobody either. Rows kept before have neither (null, false): their
 * moments are taken as scheduled, as the scheduler moved and dropped them. And `link_key`, the
 * hash of an address's link key (a company member's, or a user's under `user-email:<hash>`), so
 * a 1on1's member is told as their user (decision 0091) without an address in the table.
 */
export class NotificationSubjectTimes1767701000000 extends SchemaMigration {
  name = 'NotificationSubjectTimes1767701000000';
  protected readonly columns = { notification_subjects: { at: 'text', closed: 'boolean NOT NULL DEFAULT false', link_key: 'text' } };
}
