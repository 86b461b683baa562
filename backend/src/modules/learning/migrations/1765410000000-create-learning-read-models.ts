import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The learning catalogue, each user's progress, and the log of study time (docs/modules/learning.md). */
export class CreateLearningReadModels1765410000000 implements MigrationInterface {
  name = 'CreateLearningReadModels1765410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE learning_contents (
        id                text PRIMARY KEY,
        title             text NOT NULL,
        description       text NOT NULL,
        content_type      text NOT NULL,
        video_url         text,
        thumbnail_url     text,
        duration_minutes  integer NOT NULL,
        difficulty        text NOT NULL,
        category          text NOT NULL,
        tags              jsonb NOT NULL,
        body              text,
        is_public         boolean NOT NULL,
        created_by        text,
        created_at        timestamptz NOT NULL,
        updated_at        timestamptz NOT NULL,
        revision          integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE learning_progress (
        user_id       text NOT NULL,
        content_id    text NOT NULL,
        progress      real NOT NULL,
        position      real NOT NULL,
        completed     boolean NOT NULL,
        started_at    timestamptz,
        completed_at  timestamptz,
        updated_at    timestamptz NOT NULL,
        revision      integer NOT NULL,
        PRIMARY KEY (user_id, content_id)
      )`);
    await q.query(`
      CREATE TABLE learning_study_log (
        stream_id    text NOT NULL,
        revision     integer NOT NULL,
        user_id      text NOT NULL,
        content_id   text NOT NULL,
        seconds      integer NOT NULL,
        recorded_at  timestamptz NOT NULL,
        PRIMARY KEY (stream_id, revision)
      )`);
    await q.query(`CREATE INDEX learning_study_log_user_idx ON learning_study_log (user_id, recorded_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS learning_study_log`);
    await q.query(`DROP TABLE IF EXISTS learning_progress`);
    await q.query(`DROP TABLE IF EXISTS learning_contents`);
  }
}
