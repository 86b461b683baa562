import type { MigrationInterface, QueryRunner } from 'typeorm';

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
    await q.query(`
      CREATE TABLE forum_reports (
        id              text PRIMARY KEY,
        post_id         text NOT NULL,
        reply_id        text,
        reporter_id     text NOT NULL,
        reason          text NOT NULL,
        outcome         text NOT NULL DEFAULT 'pending',
        outcome_reason  text,
        created_at      timestamptz NOT NULL,
        decided_at      timestamptz,
        event_position  bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX forum_reports_target_idx ON forum_reports (post_id, reply_id, event_position)`);
    await q.query(`CREATE INDEX forum_reports_reporter_idx ON forum_reports (reporter_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE forum_moderation_log (
        id              text PRIMARY KEY,
        post_id         text NOT NULL,
        reply_id        text,
        author_id       text NOT NULL,
        action          text NOT NULL,
        moderator_id    text,
        reason          text NOT NULL,
        created_at      timestamptz NOT NULL,
        event_position  bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX forum_moderation_log_position_idx ON forum_moderation_log (event_position DESC)`);
    await q.query(`CREATE INDEX forum_moderation_log_author_idx ON forum_moderation_log (author_id, event_position DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS forum_moderation_log`);
    await q.query(`DROP TABLE IF EXISTS forum_reports`);
    await q.query(`DROP INDEX IF EXISTS forum_posts_review_idx`);
    await q.query(`DROP INDEX IF EXISTS forum_replies_review_idx`);
    for (const table of ['forum_posts', 'forum_replies']) await q.query(`ALTER TABLE ${table} DROP COLUMN visibility, DROP COLUMN open_report_count`);
    await q.query(`DROP INDEX forum_posts_list_idx`);
    await q.query(`DROP INDEX forum_posts_category_idx`);
    await q.query(`CREATE INDEX forum_posts_list_idx ON forum_posts (is_pinned DESC, created_at DESC, id)`);
    await q.query(`CREATE INDEX forum_posts_category_idx ON forum_posts (category_id, is_pinned DESC, created_at DESC, id)`);
  }
}
