import { orNull, SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/**
 * Read models of community events, written only by `CommunityEventsProjection`. Names follow
 * spec part 2 §3 (events, event_registrations, event_sessions, event_feedback) with a
 * `community_` prefix: "event" alone means the event store's rows in this codebase. User ids are
 * text: this module does not own their format.
 */
export class CreateCommunityEventReadModels1765100000000 extends SchemaMigration {
  name = 'CreateCommunityEventReadModels1765100000000';
  protected readonly tables = [
    table('community_events', {
      id: t.id, title: t.text, description: orNull.text, event_type: t.text, status: t.text, host_id: t.text, platform: t.text,
      meeting_url: orNull.text, meeting_id: orNull.text, passcode: orNull.text, start_time: t.timestamptz, end_time: t.timestamptz,
      timezone: t.text, max_participants: t.integer, is_recorded: t.boolean, recording_url: orNull.text, materials: t.jsonb, tags: t.jsonb,
      is_public: t.boolean, requires_approval: t.boolean, created_by_id: t.text, ...versioned,
    }, { indexes: [{ on: 'start_time', as: 'start' }] }),
    table('community_event_sessions', {
      id: t.id, event_id: t.text, title: t.text, description: orNull.text, session_order: t.integer, start_time: t.timestamptz,
      end_time: t.timestamptz, speaker_id: orNull.text, materials: t.jsonb,
    }, { indexes: [{ on: 'event_id' }] }),
    table('community_event_registrations', {
      event_id: t.text, user_id: t.text, status: t.text, registered_at: t.timestamptz, attended_at: orNull.timestamptz, notes: orNull.text,
      queued_position: t.bigint, updated_at: t.timestamptz,
    }, { primaryKey: 'event_id, user_id', indexes: [{ on: 'user_id' }] }),
    table('community_event_feedback', {
      event_id: t.text, user_id: t.text, rating: t.integer, feedback: orNull.text, suggestions: orNull.text, would_recommend: t.boolean,
      created_at: t.timestamptz,
    }, { primaryKey: 'event_id, user_id' }),
    table('community_event_calendar_feeds', { user_id: t.id, token_hash: 'text NOT NULL UNIQUE', issued_at: t.timestamptz }),
  ];
}
