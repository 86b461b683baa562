import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the anonymous posts, written only by `AnonymousBoardProjection`. Spec part 2 §3
 * names `authorId` on both tables: it is deliberately absent (no table the API reads knows the
 * author; docs/decisions/0036-anonymous-posts-ownership.md). Supports are kept as keyed hashes of the
 * supporter, which answer "did I support this" without naming anyone.
 */
export class CreateAnonymousPostReadModels1765100000000 implements MigrationInterface {
  name = 'CreateAnonymousPostReadModels1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE anonymous_posts (
        id                 text PRIMARY KEY,
        content            text NOT NULL,
        support_count      integer NOT NULL DEFAULT 0,
        reply_count        integer NOT NULL DEFAULT 0,
        visibility         text NOT NULL DEFAULT 'shown',
        open_report_count  integer NOT NULL DEFAULT 0,
        created_at         timestamptz NOT NULL,
        event_position     bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX anonymous_posts_list_idx ON anonymous_posts (created_at DESC, id) WHERE visibility = 'shown'`);
    await q.query(`CREATE TABLE anonymous_post_supports (post_id text NOT NULL, supporter_proof text NOT NULL, PRIMARY KEY (post_id, supporter_proof))`);
    await q.query(`
      CREATE TABLE anonymous_replies (
        id              text PRIMARY KEY,
        post_id         text NOT NULL,
        content         text NOT NULL,
        created_at      timestamptz NOT NULL,
        event_position  bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX anonymous_replies_post_idx ON anonymous_replies (post_id, event_position)`);
    await q.query(`
      CREATE TABLE anonymous_post_reports (
        id           text PRIMARY KEY,
        post_id      text NOT NULL,
        reporter_id  text NOT NULL,
        reason       text NOT NULL,
        outcome      text NOT NULL DEFAULT 'pending',
        outcome_reason text,
        created_at   timestamptz NOT NULL,
        decided_at   timestamptz,
        event_position bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX anonymous_post_reports_reporter_idx ON anonymous_post_reports (reporter_id, created_at DESC)`);
    await q.query(`CREATE INDEX anonymous_post_reports_post_idx ON anonymous_post_reports (post_id)`);
    await q.query(`
      CREATE TABLE anonymous_moderation_log (
        id            text PRIMARY KEY,
        post_id       text NOT NULL,
        action        text NOT NULL,
        moderator_id  text,
        reason        text NOT NULL,
        created_at    timestamptz NOT NULL,
        event_position bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX anonymous_moderation_log_idx ON anonymous_moderation_log (event_position DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['anonymous_moderation_log', 'anonymous_post_reports', 'anonymous_replies', 'anonymous_post_supports', 'anonymous_posts']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
