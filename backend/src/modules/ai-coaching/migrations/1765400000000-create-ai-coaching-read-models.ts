import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of AI coaching and the reflection journal (spec part 2 §3 names), written only by
 * `CoachingSessionsProjection` and `JournalEntriesProjection`. Every row carries its owner's
 * user id: every read filters on it (the texts are the user's own).
 */
export class CreateAiCoachingReadModels1765400000000 implements MigrationInterface {
  name = 'CreateAiCoachingReadModels1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ai_coaching_sessions (
        id             text PRIMARY KEY,
        user_id        text NOT NULL,
        session_type   text NOT NULL,
        topic          text,
        scenario_id    text,
        summary        text,
        debrief        jsonb,
        is_active      boolean NOT NULL,
        is_pending     boolean NOT NULL,
        message_count  integer NOT NULL,
        created_at     timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL,
        revision       integer NOT NULL
      )`);
    await q.query(`CREATE INDEX ai_coaching_sessions_user_idx ON ai_coaching_sessions (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE ai_coaching_messages (
        id             text PRIMARY KEY,
        session_id     text NOT NULL,
        user_id        text NOT NULL,
        role           text NOT NULL,
        content        text NOT NULL,
        message_order  integer NOT NULL,
        citations      jsonb NOT NULL,
        cut_off        boolean NOT NULL,
        created_at     timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ai_coaching_messages_session_idx ON ai_coaching_messages (session_id, message_order)`);
    await q.query(`
      CREATE TABLE ai_coaching_recommendations (
        id            text PRIMARY KEY,
        session_id    text NOT NULL,
        user_id       text NOT NULL,
        title         text NOT NULL,
        description   text NOT NULL,
        category      text NOT NULL,
        priority      integer NOT NULL,
        is_completed  boolean NOT NULL,
        created_at    timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ai_coaching_recommendations_user_idx ON ai_coaching_recommendations (user_id)`);
    await q.query(`
      CREATE TABLE journal_entries (
        id                text PRIMARY KEY,
        user_id           text NOT NULL,
        session_id        text,
        title             text,
        practice_content  text,
        insights          text,
        challenges        text,
        goals             text,
        ai_summary        text,
        is_public         boolean NOT NULL,
        week_of           date NOT NULL,
        created_at        timestamptz NOT NULL,
        updated_at        timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX journal_entries_user_idx ON journal_entries (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE journal_entries, ai_coaching_recommendations, ai_coaching_messages, ai_coaching_sessions`);
  }
}
