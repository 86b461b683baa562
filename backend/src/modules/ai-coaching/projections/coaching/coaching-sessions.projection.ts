import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { CoachingSessionEvent } from '../../events/coaching-session.events.js';

/** Sets session columns and advances its revision (If-Match) and `updated_at`. */
function touch(db: RowWriter, event: { metadata: { occurredAt: string }; revision: number }, sessionId: string, set: Record<string, unknown> = {}) {
  return db.update('ai_coaching_sessions', { ...set, updated_at: event.metadata.occurredAt, revision: event.revision }, { id: sessionId });
}

/** A message's row, its user the session's (a message to a deleted session writes nothing). */
function insertMessage(db: RowWriter, values: [id: string, sessionId: string, role: string, content: string, order: number, citations: string, cutOff: boolean, at: string]) {
  return db.query(
    `INSERT INTO ai_coaching_messages (id, session_id, user_id, role, content, message_order, citations, cut_off, created_at)
     SELECT $1, $2, s.user_id, $3, $4, $5, $6, $7, $8 FROM ai_coaching_sessions s WHERE s.id = $2 ON CONFLICT (id) DO NOTHING`,
    values,
  );
}

/**
 * Sessions, their messages and recommendations. Inserts are keyed by id (ON CONFLICT DO NOTHING)
 * and updates set values from the event, so applying an event twice leaves the same rows. A
 * deleted session leaves no row behind.
 */
export class CoachingSessionsProjection extends rowProjection<CoachingSessionEvent>({
  name: 'ai-coaching-sessions',
  tables: ['ai_coaching_sessions', 'ai_coaching_messages', 'ai_coaching_recommendations'],
  on: {
    CoachingSessionStarted: async ({ data: d, metadata: { occurredAt: at }, revision }, db) => {
      await db.insert(
        'ai_coaching_sessions',
        {
          id: d.sessionId,
          user_id: d.userId,
          session_type: d.sessionType,
          topic: d.topic,
          scenario_id: d.scenarioId,
          context: d.context ? JSON.stringify(d.context) : null,
          summary: null,
          debrief: null,
          is_active: true,
          is_pending: false,
          message_count: 1,
          created_at: at,
          updated_at: at,
          revision,
        },
        ['id'],
      );
      const opening = d.opening;
      const row = { id: opening.messageId, session_id: d.sessionId, user_id: d.userId, role: 'assistant', content: opening.content };
      await db.insert('ai_coaching_messages', { ...row, message_order: 0, citations: JSON.stringify(opening.citations), cut_off: false, created_at: at }, ['id']);
    },
    CoachingMessageSent: async (event, db) => {
      const d = event.data;
      await insertMessage(db, [d.messageId, d.sessionId, 'user', d.content, d.messageOrder, JSON.stringify([]), false, event.metadata.occurredAt]);
      await touch(db, event, d.sessionId, { is_pending: true, message_count: d.messageOrder + 1 });
    },
    CoachingReplyRecorded: async (event, db) => {
      const d = event.data;
      await insertMessage(db, [d.messageId, d.sessionId, 'assistant', d.content, d.messageOrder, JSON.stringify(d.citations), d.cutOff, event.metadata.occurredAt]);
      await touch(db, event, d.sessionId, { is_pending: false, message_count: d.messageOrder + 1 });
    },
    CoachingReplyFailed: (event, db) => touch(db, event, event.data.sessionId, { is_pending: false }),
    CoachingSessionCompleted: async (event, db) => {
      const d = event.data;
      const at = event.metadata.occurredAt;
      await touch(db, event, d.sessionId, { is_active: false, summary: d.summary, debrief: d.debrief ? JSON.stringify(d.debrief) : null });
      for (const r of d.recommendations) {
        await db.query(
          `INSERT INTO ai_coaching_recommendations (id, session_id, user_id, title, description, category, priority, is_completed, created_at, updated_at)
           SELECT $1, $2, s.user_id, $3, $4, $5, $6, false, $7, $7 FROM ai_coaching_sessions s WHERE s.id = $2 ON CONFLICT (id) DO NOTHING`,
          [r.recommendationId, d.sessionId, r.title, r.description, r.category, r.priority, at],
        );
      }
    },
    CoachingRecommendationCompleted: ({ data, metadata }, db) =>
      db.update('ai_coaching_recommendations', { is_completed: true, updated_at: metadata.occurredAt }, { id: data.recommendationId }),
    CoachingSessionDeleted: async ({ data }, db) => {
      await db.delete('ai_coaching_messages', { session_id: data.sessionId });
      await db.delete('ai_coaching_recommendations', { session_id: data.sessionId });
      await db.delete('ai_coaching_sessions', { id: data.sessionId });
    },
  },
}) {}
