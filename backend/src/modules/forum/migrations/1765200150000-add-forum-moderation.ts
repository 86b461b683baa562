import type { QueryRunner } from 'typeorm';
import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** What the moderators' review lists: posts and replies with open reports or not shown. */
const UNDER_REVIEW = `open_report_count > 0 OR visibility <> 'shown'`;

/** The forum's two list indexes again, with the `where` clause given. */
async function replaceListIndexes(q: QueryRunner, where: string): Promise<void> {
  await q.query(`DROP INDEX forum_posts_list_idx`);
  await q.query(`DROP INDEX forum_posts_category_idx`);
  await q.query(`CREATE INDEX forum_posts_list_idx ON forum_posts (is_pinned DESC, created_at DESC, id) ${where}`);
  await q.query(`CREATE INDEX forum_posts_category_idx ON forum_posts (category_id, is_pinned DESC, created_at DESC, id) ${where}`);
}

/**
 * Reports and moderation of forum posts and replies (written only by `ForumBoardProjection`):
 * visibility and open report counts on posts and replies, the reports with their outcome, and the
 * moderation log. The lists read shown posts only, so their indexes cover shown posts only.
 */
export class AddForumModeration1765200150000 extends SchemaMigration {
  name = 'AddForumModeration1765200150000';
  protected readonly columns = Object.fromEntries(
    ['forum_posts', 'forum_replies'].map((name) => [name, { visibility: `text NOT NULL DEFAULT 'shown'`, open_report_count: 'integer NOT NULL DEFAULT 0' }]),
  );
  protected readonly tables = [
    table('forum_reports', {
      id: t.id, post_id: t.text, reply_id: orNull.text, reporter_id: t.text, reason: t.text, outcome: `text NOT NULL DEFAULT 'pending'`,
      outcome_reason: orNull.text, created_at: t.timestamptz, decided_at: orNull.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'post_id, reply_id, event_position', as: 'target' }, { on: 'reporter_id, created_at DESC' }] }),
    table('forum_moderation_log', {
      id: t.id, post_id: t.text, reply_id: orNull.text, author_id: t.text, action: t.text, moderator_id: orNull.text, reason: t.text,
      created_at: t.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'event_position DESC', as: 'position' }, { on: 'author_id, event_position DESC' }] }),
  ];
  protected readonly indexes = {
    forum_posts: [{ on: 'created_at', as: 'review', where: UNDER_REVIEW }],
    forum_replies: [{ on: 'created_at', as: 'review', where: UNDER_REVIEW }],
  };

  async up(q: QueryRunner): Promise<void> {
    await super.up(q);
    await replaceListIndexes(q, `WHERE visibility = 'shown'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await super.down(q);
    await replaceListIndexes(q, '');
  }
}
