import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of community events, written only by `CommunityEventsProjection`. Names follow
 * spec part 2 §3 (events, event_registrations, event_sessions, event_feedback) with a
 * `community_` prefix: "event" alone means the event store's rows in this codebase. User ids are
 * text: this module does not own their format.
 */
export class CreateCommunityEventReadModels1765100000000 implements MigrationInterface {
  name = 'CreateCommunityEventReadModels1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE community_events (
        id                 text PRIMARY KEY,
        title              text NOT NULL,
        description        text,
        event_type         text NOT NULL,
        status             text NOT NULL,
        host_id            text NOT NULL,
        platform           text NOT NULL,
        meeting_url        text,
        meeting_id         text,
        passcode           text,
        start_time         timestamptz NOT NULL,
        end_time           timestamptz NOT NULL,
        timezone           text NOT NULL,
        max_participants   integer NOT NULL,
        is_recorded        boolean NOT NULL,
        recording_url      text,
        materials          jsonb NOT NULL,
        tags               jsonb NOT NULL,
        is_public          boolean NOT NULL,
        requires_approval  boolean NOT NULL,
        created_by_id      text NOT NULL,
        created_at         timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL,
        revision           integer NOT NULL
      )`);
    await q.query(`CREATE INDEX community_events_start_idx ON community_events (start_time)`);
    await q.query(`
      CREATE TABLE community_event_sessions (
        id             text PRIMARY KEY,
        event_id       text NOT NULL,
        title          text NOT NULL,
        description    text,
        session_order  integer NOT NULL,
        start_time     timestamptz NOT NULL,
        end_time       timestamptz NOT NULL,
        speaker_id     text,
        materials      jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX community_event_sessions_event_idx ON community_event_sessions (event_id)`);
    await q.query(`
      CREATE TABLE community_event_registrations (
        event_id       text NOT NULL,
        user_id        text NOT NULL,
        status         text NOT NULL,
        registered_at  timestamptz NOT NULL,
        attended_at    timestamptz,
        notes          text,
        queued_position bigint NOT NULL,
        updated_at     timestamptz NOT NULL,
        PRIMARY KEY (event_id, user_id)
      )`);
    await q.query(`CREATE INDEX community_event_registrations_user_idx ON community_event_registrations (user_id)`);
    await q.query(`
      CREATE TABLE community_event_feedback (
        event_id         text NOT NULL,
        user_id          text NOT NULL,
        rating           integer NOT NULL,
        feedback         text,
        suggestions      text,
        would_recommend  boolean NOT NULL,
        created_at       timestamptz NOT NULL,
        PRIMARY KEY (event_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE community_event_calendar_feeds (
        user_id     text PRIMARY KEY,
        token_hash  text NOT NULL UNIQUE,
        issued_at   timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['community_event_calendar_feeds', 'community_event_feedback', 'community_event_registrations', 'community_event_sessions', 'community_events']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
