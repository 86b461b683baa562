import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { CoachingSessionEvent } from '../../events/coaching-session.events.js';

const HANDLED: readonly CoachingSessionEvent['type'][] = [
  'CoachingSessionStarted',
  'CoachingMessageSent',
  'CoachingReplyRecorded',
  'CoachingReplyFailed',
  'CoachingSessionCompleted',
  'CoachingRecommendationCompleted',
  'CoachingSessionDeleted',
];

/**
 * Sessions, their messages and recommendations. Inserts are keyed by id (ON CONFLICT DO NOTHING)
 * and updates set values from the event, so applying an event twice leaves the same rows. A
 * deleted session leaves no row behind.
 */
@Injectable()
@ReadModelProjection()
export class CoachingSessionsProjection implements Projection<CoachingSessionEvent> {
  readonly name = 'ai-coaching-sessions';
  readonly handles = HANDLED;
  readonly tables = ['ai_coaching_sessions', 'ai_coaching_messages', 'ai_coaching_recommendations'];

  async apply(event: RecordedEventOf<CoachingSessionEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    const revision = event.revision;
    const touch = (sessionId: string, set: string, params: unknown[] = []) =>
      manager.query(`UPDATE ai_coaching_sessions SET ${set}${set ? ', ' : ''}updated_at = $2, revision = $3 WHERE id = $1`, [sessionId, at, revision, ...params]);
    switch (event.type) {
      case 'CoachingSessionStarted': {
        const d = event.data;
        await manager.query(
          `INSERT INTO ai_coaching_sessions (id, user_id, session_type, topic, scenario_id, summary, debrief, is_active, is_pending, message_count, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, NULL, NULL, true, false, 1, $6, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [d.sessionId, d.userId, d.sessionType, d.topic, d.scenarioId, at, revision],
        );
        await manager.query(
          `INSERT INTO ai_coaching_messages (id, session_id, user_id, role, content, message_order, citations, cut_off, created_at)
           VALUES ($1, $2, $3, 'assistant', $4, 0, $5, false, $6) ON CONFLICT (id) DO NOTHING`,
          [d.opening.messageId, d.sessionId, d.userId, d.opening.content, JSON.stringify(d.opening.citations), at],
        );
        return;
      }
      case 'CoachingMessageSent':
      case 'CoachingReplyRecorded': {
        const d = event.data;
        const user = event.type === 'CoachingMessageSent';
        await manager.query(
          `INSERT INTO ai_coaching_messages (id, session_id, user_id, role, content, message_order, citations, cut_off, created_at)
           SELECT $1, $2, s.user_id, $3, $4, $5, $6, $7, $8 FROM ai_coaching_sessions s WHERE s.id = $2 ON CONFLICT (id) DO NOTHING`,
          [d.messageId, d.sessionId, user ? 'user' : 'assistant', d.content, d.messageOrder, JSON.stringify(user ? [] : event.data.citations), user ? false : event.data.cutOff, at],
        );
        await touch(d.sessionId, 'is_pending = $4, message_count = $5', [user, d.messageOrder + 1]);
        return;
      }
      case 'CoachingReplyFailed':
        await touch(event.data.sessionId, 'is_pending = false');
        return;
      case 'CoachingSessionCompleted': {
        const d = event.data;
        await touch(d.sessionId, 'is_active = false, summary = $4, debrief = $5', [d.summary, d.debrief ? JSON.stringify(d.debrief) : null]);
        for (const r of d.recommendations) {
          await manager.query(
            `INSERT INTO ai_coaching_recommendations (id, session_id, user_id, title, description, category, priority, is_completed, created_at, updated_at)
             SELECT $1, $2, s.user_id, $3, $4, $5, $6, false, $7, $7 FROM ai_coaching_sessions s WHERE s.id = $2 ON CONFLICT (id) DO NOTHING`,
            [r.recommendationId, d.sessionId, r.title, r.description, r.category, r.priority, at],
          );
        }
        return;
      }
      case 'CoachingRecommendationCompleted':
        await manager.query(`UPDATE ai_coaching_recommendations SET is_completed = true, updated_at = $2 WHERE id = $1`, [event.data.recommendationId, at]);
        return;
      case 'CoachingSessionDeleted':
        await manager.query(`DELETE FROM ai_coaching_messages WHERE session_id = $1`, [event.data.sessionId]);
        await manager.query(`DELETE FROM ai_coaching_recommendations WHERE session_id = $1`, [event.data.sessionId]);
        await manager.query(`DELETE FROM ai_coaching_sessions WHERE id = $1`, [event.data.sessionId]);
        return;
      default:
        assertNever(event);
    }
  }
}
