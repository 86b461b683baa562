import { orNull, SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/**
 * Read models of AI coaching and the reflection journal (spec part 2 §3 names), written only by
 * `CoachingSessionsProjection` and `JournalEntriesProjection`. Every row carries its owner's
 * user id: every read filters on it (the texts are the user's own).
 */
export class CreateAiCoachingReadModels1765400000000 extends SchemaMigration {
  name = 'CreateAiCoachingReadModels1765400000000';
  protected readonly tables = [
    table('ai_coaching_sessions', {
      id: t.id, user_id: t.text, session_type: t.text, topic: orNull.text, scenario_id: orNull.text, summary: orNull.text, debrief: orNull.jsonb,
      is_active: t.boolean, is_pending: t.boolean, message_count: t.integer, ...versioned,
    }, { indexes: [{ on: 'user_id, created_at DESC' }] }),
    table('ai_coaching_messages', {
      id: t.id, session_id: t.text, user_id: t.text, role: t.text, content: t.text, message_order: t.integer, citations: t.jsonb,
      cut_off: t.boolean, created_at: t.timestamptz,
    }, { indexes: [{ on: 'session_id, message_order' }] }),
    table('ai_coaching_recommendations', {
      id: t.id, session_id: t.text, user_id: t.text, title: t.text, description: t.text, category: t.text, priority: t.integer,
      is_completed: t.boolean, created_at: t.timestamptz, updated_at: t.timestamptz,
    }, { indexes: [{ on: 'user_id' }] }),
    table('journal_entries', {
      id: t.id, user_id: t.text, session_id: orNull.text, title: orNull.text, practice_content: orNull.text, insights: orNull.text,
      challenges: orNull.text, goals: orNull.text, ai_summary: orNull.text, is_public: t.boolean, week_of: t.date,
      created_at: t.timestamptz, updated_at: t.timestamptz,
    }, { indexes: [{ on: 'user_id, created_at DESC' }] }),
  ];
}
