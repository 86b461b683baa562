import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the forum, written only by `ForumBoardProjection` (spec part 2 §3 names; the
 * categories are a catalogue in code). `search_text` is the title and content normalised for
 * search (NFKC, lower case).
 */
export class CreateForumReadModels1765100100000 implements MigrationInterface {
  name = 'CreateForumReadModels1765100100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forum_posts (
        id              text PRIMARY KEY,
        category_id     text NOT NULL,
        author_id       text NOT NULL,
        title           text NOT NULL,
        content         text NOT NULL,
        search_text     text NOT NULL,
        is_pinned       boolean NOT NULL DEFAULT false,
        view_count      integer NOT NULL DEFAULT 0,
        like_count      integer NOT NULL DEFAULT 0,
        reply_count     integer NOT NULL DEFAULT 0,
        last_reply_at   timestamptz,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL,
        views_position  bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX forum_posts_list_idx ON forum_posts (is_pinned DESC, created_at DESC, id)`);
    await q.query(`CREATE INDEX forum_posts_category_idx ON forum_posts (category_id, is_pinned DESC, created_at DESC, id)`);
    await q.query(`
      CREATE TABLE forum_replies (
        id               text PRIMARY KEY,
        post_id          text NOT NULL,
        author_id        text NOT NULL,
        content          text NOT NULL,
        parent_reply_id  text,
        like_count       integer NOT NULL DEFAULT 0,
        created_at       timestamptz NOT NULL,
        event_position   bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX forum_replies_post_idx ON forum_replies (post_id, event_position)`);
    await q.query(`CREATE INDEX forum_replies_created_idx ON forum_replies (created_at)`);
    await q.query(`
      CREATE TABLE forum_post_likes (
        post_id     text NOT NULL,
        user_id     text NOT NULL,
        created_at  timestamptz NOT NULL,
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`CREATE INDEX forum_post_likes_created_idx ON forum_post_likes (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['forum_post_likes', 'forum_replies', 'forum_posts']) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
