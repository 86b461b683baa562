import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTables, dropTables, orNull, t, table } from '../../../platform/database/schema.js';

const tables = [
  table(
    'forum_reports',
    {
      id: t.id, post_id: t.text, reply_id: orNull.text, reporter_id: t.text, reason: t.text, outcome: `text NOT NULL DEFAULT 'pending'`,
      outcome_reason: orNull.text, created_at: t.timestamptz, decided_at: orNull.timestamptz, event_position: t.bigint,
    },
    { indexes: [{ on: 'post_id, reply_id, event_position', as: 'target' }, { on: 'reporter_id, created_at DESC' }] },
  ),
  table(
    'forum_moderation_log',
    {
      id: t.id, post_id: t.text, reply_id: orNull.text, author_id: t.text, action: t.text, moderator_id: orNull.text, reason: t.text,
      created_at: t.timestamptz, event_position: t.bigint,
    },
    { indexes: [{ on: 'event_position DESC', as: 'position' }, { on: 'author_id, event_position DESC' }] },
  ),
];

/**
 * Reports and moderation of forum posts and replies (written only by `ForumBoardProjection`):
 * visibility and open report counts on posts and replies, the reports with their outcome, and the
 * moderation log. The lists read shown posts only, so their indexes cover shown posts only.
 */
export class AddForumModeration1765200150000 implements MigrationInterface {
  name = 'AddForumModeration1765200150000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['forum_posts', 'forum_replies']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN visibility text NOT NULL DEFAULT 'shown', ADD COLUMN open_report_count integer NOT NULL DEFAULT 0`);
    }
    await q.query(`DROP INDEX forum_posts_list_idx`);
    await q.query(`DROP INDEX forum_posts_category_idx`);
    await q.query(`CREATE INDEX forum_posts_list_idx ON forum_posts (is_pinned DESC, created_at DESC, id) WHERE visibility = 'shown'`);
    await q.query(`CREATE INDEX forum_posts_category_idx ON forum_posts (category_id, is_pinned DESC, created_at DESC, id) WHERE visibility = 'shown'`);
    await q.query(`CREATE INDEX forum_posts_review_idx ON forum_posts (created_at) WHERE open_report_count > 0 OR visibility <> 'shown'`);
    await q.query(`CREATE INDEX forum_replies_review_idx ON forum_replies (created_at) WHERE open_report_count > 0 OR visibility <> 'shown'`);
    await createTables(q, tables);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, tables);
    await q.query(`DROP INDEX IF EXISTS forum_posts_review_idx`);
    await q.query(`DROP INDEX IF EXISTS forum_replies_review_idx`);
    for (const table of ['forum_posts', 'forum_replies']) await q.query(`ALTER TABLE ${table} DROP COLUMN visibility, DROP COLUMN open_report_count`);
    await q.query(`DROP INDEX forum_posts_list_idx`);
    await q.query(`DROP INDEX forum_posts_category_idx`);
    await q.query(`CREATE INDEX forum_posts_list_idx ON forum_posts (is_pinned DESC, created_at DESC, id)`);
    await q.query(`CREATE INDEX forum_posts_category_idx ON forum_posts (category_id, is_pinned DESC, created_at DESC, id)`);
  }
}
