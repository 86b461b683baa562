import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type {
  CoachingMessageSent,
  CoachingReplyRecorded,
  CoachingSessionCompleted,
  CoachingSessionStarted,
} from '../events/coaching-session.events.js';
import { SendCoachingMessage, StartCoachingSession } from './coaching-session.commands.js';

export const OWNER = aSessionUser({ id: 'user-1' });
export const STRANGER = aSessionUser({ id: 'user-2', isAdmin: true, isTeamAdmin: true, userType: 'admin' });
export const SESSION_ID = 'session-1';
const opening = { messageId: 'm0', content: '一緒に考えていきましょう。', citations: [] };

export const aStart = (data: Partial<StartCoachingSession['data']> = {}, actor = OWNER) =>
  new StartCoachingSession({ sessionId: SESSION_ID, sessionType: 'coaching', opening, ...data }, actor);

export const aSessionStarted = (data: Partial<CoachingSessionStarted['data']> = {}): CoachingSessionStarted => ({
  type: 'CoachingSessionStarted',
  data: { sessionId: SESSION_ID, userId: OWNER.id, sessionType: 'coaching', topic: null, scenarioId: null, opening, ...data },
});

export const aSend = (content = '目標を決めたい', actor = OWNER) => new SendCoachingMessage({ sessionId: SESSION_ID, messageId: 'm1', content }, actor);

export const aMessageSent = (data: Partial<CoachingMessageSent['data']> = {}): CoachingMessageSent => ({
  type: 'CoachingMessageSent',
  data: { sessionId: SESSION_ID, messageId: 'm1', messageOrder: 1, content: '目標を決めたい', sentAt: '2026-11-25T10:00:00.000Z', ...data },
});

export const aReplyRecorded = (data: Partial<CoachingReplyRecorded['data']> = {}): CoachingReplyRecorded => ({
  type: 'CoachingReplyRecorded',
  data: { sessionId: SESSION_ID, messageId: 'm2', messageOrder: 2, content: '現状はどうですか？', citations: [], cutOff: false, provider: 'offline', ...data },
});

export const aSessionCompleted = (): CoachingSessionCompleted => ({
  type: 'CoachingSessionCompleted',
  data: { sessionId: SESSION_ID, summary: 'まとめ', debrief: null, recommendations: [{ recommendationId: 'r1', title: '一歩', description: '聴く', category: 'action', priority: 1 }] },
});
