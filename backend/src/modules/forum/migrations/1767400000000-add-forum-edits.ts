import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Authors' edits and deletions, and likes of replies (written only by `ForumBoardProjection`):
 * when a post or reply was last edited (with the position of that edit, so that an edit applied
 * again after a later one changes nothing) and deleted; the versions an edit replaced (the edit
 * history); who likes which reply.
 */
export class AddForumEdits1767400000000 implements MigrationInterface {
  name = 'AddForumEdits1767400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['forum_posts', 'forum_replies']) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN edited_at timestamptz, ADD COLUMN edit_position bigint NOT NULL DEFAULT 0, ADD COLUMN deleted_at timestamptz`,
      );
    }
    await q.query(`
      CREATE TABLE forum_revisions (
        id              text PRIMARY KEY,
        post_id         text NOT NULL,
        reply_id        text,
        title           text,
        category_id     text,
        content         text NOT NULL,
        written_at      timestamptz NOT NULL,
        replaced_at     timestamptz NOT NULL,
        event_position  bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX forum_revisions_target_idx ON forum_revisions (post_id, reply_id, event_position)`);
    await q.query(`
      CREATE TABLE forum_reply_likes (
        reply_id    text NOT NULL,
        user_id     text NOT NULL,
        post_id     text NOT NULL,
        created_at  timestamptz NOT NULL,
        PRIMARY KEY (reply_id, user_id)
      )`);
    await q.query(`CREATE INDEX forum_reply_likes_post_idx ON forum_reply_likes (post_id, user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS forum_reply_likes`);
    await q.query(`DROP TABLE IF EXISTS forum_revisions`);
    for (const table of ['forum_posts', 'forum_replies']) await q.query(`ALTER TABLE ${table} DROP COLUMN edited_at, DROP COLUMN edit_position, DROP COLUMN deleted_at`);
  }
}
