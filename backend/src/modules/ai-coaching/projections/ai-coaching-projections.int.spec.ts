import { given, inStream, projectionHarness } from '../../../platform/projections/test-support/projection-harness.js';
import { aMessageSent, aReplyRecorded, aSessionCompleted, aSessionStarted, SESSION_ID } from '../domain/coaching-session.mother.js';
import { CreateAiCoachingReadModels1765400000000 } from '../migrations/1765400000000-create-ai-coaching-read-models.js';
import { AddCoachingSessionContext1767520000000 } from '../migrations/1767520000000-add-coaching-session-context.js';
import { CoachingSessionsProjection } from './coaching/coaching-sessions.projection.js';
import { JournalEntriesProjection } from './journal/journal-entries.projection.js';

const session = inStream(`ai-coaching-session-${SESSION_ID}`);
const other = inStream('ai-coaching-session-session-2');
const entry = inStream('journal-entry-e1');

describe('AI coaching projections', () => {
  const h = projectionHarness([new CoachingSessionsProjection(), new JournalEntriesProjection()], [CreateAiCoachingReadModels1765400000000, AddCoachingSessionContext1767520000000]);

  const snapshot = async () => ({
    sessions: await h.rows('SELECT id, user_id, is_active, is_pending, message_count, summary FROM ai_coaching_sessions ORDER BY id'),
    messages: await h.rows('SELECT id, session_id, user_id, role, message_order, cut_off FROM ai_coaching_messages ORDER BY session_id, message_order'),
    recommendations: await h.rows('SELECT id, session_id, user_id, is_completed FROM ai_coaching_recommendations ORDER BY id'),
    journal: await h.rows("SELECT id, user_id, to_char(week_of, 'YYYY-MM-DD') AS week_of, goals FROM journal_entries ORDER BY id"),
  });

  it('lists sessions with their messages in order and their recommendations, removes a deleted one, the same when applied twice', async () => {
    const history = given(
      session(aSessionStarted()),
      session(aMessageSent()),
      session(aReplyRecorded({ cutOff: true })),
      session(aSessionCompleted()),
      session({ type: 'CoachingRecommendationCompleted', data: { sessionId: SESSION_ID, recommendationId: 'r1' } }),
      other(aSessionStarted({ sessionId: 'session-2', opening: { messageId: 'o2', content: 'やあ', citations: [] } })),
      other(aMessageSent({ sessionId: 'session-2', messageId: 'x1' })),
      other({ type: 'CoachingSessionDeleted', data: { sessionId: 'session-2', userId: 'user-1' } }),
      entry({
        type: 'JournalEntryWritten',
        data: { entryId: 'e1', userId: 'user-1', sessionId: null, weekOf: '2026-11-23', title: null, practiceContent: '聴いた', insights: null, challenges: null, goals: '質問する', aiSummary: 'まとめ' },
      }),
    );
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.sessions).toEqual([{ id: SESSION_ID, user_id: 'user-1', is_active: false, is_pending: false, message_count: 3, summary: 'まとめ' }]);
    expect(rows.messages).toEqual([
      { id: 'm0', session_id: SESSION_ID, user_id: 'user-1', role: 'assistant', message_order: 0, cut_off: false },
      { id: 'm1', session_id: SESSION_ID, user_id: 'user-1', role: 'user', message_order: 1, cut_off: false },
      { id: 'm2', session_id: SESSION_ID, user_id: 'user-1', role: 'assistant', message_order: 2, cut_off: true },
    ]);
    expect(rows.recommendations).toEqual([{ id: 'r1', session_id: SESSION_ID, user_id: 'user-1', is_completed: true }]);
    expect(rows.journal).toEqual([{ id: 'e1', user_id: 'user-1', week_of: '2026-11-23', goals: '質問する' }]);
  });
});
