import type { QueryRunner } from 'typeorm';
import { SchemaMigration } from '../../../platform/database/schema.js';

/**
 * How many of a batched notification's events (likes on one post, counted up on one row) have been
 * told by e-mail (issue 31: likes by e-mail come batched). A batch mail tells `count - mailed_count`
 * and moves the mark in its transaction. Rows kept before count as told: nothing old is mailed.
 */
export class NotificationMailedCount1767802000000 extends SchemaMigration {
  name = 'NotificationMailedCount1767802000000';
  protected readonly columns = { notifications: { mailed_count: 'integer NOT NULL DEFAULT 0' } };

  override async up(q: QueryRunner): Promise<void> {
    await super.up(q);
    await q.query(`UPDATE notifications SET mailed_count = count`);
  }
}
