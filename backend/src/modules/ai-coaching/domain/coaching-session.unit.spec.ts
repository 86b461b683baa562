import { deciderSpec } from '../../../test-support/decider-spec.js';
import { CompleteCoachingRecommendation, DeleteCoachingSession, FailCoachingReply, RecordCoachingReply } from './coaching-session.commands.js';
import { coachingSessionDecider } from './coaching-session.js';
import { aMessageSent, aReplyRecorded, aSend, aSessionCompleted, aSessionStarted, aStart, OWNER, SESSION_ID, STRANGER } from './coaching-session.mother.js';

const { given } = deciderSpec(coachingSessionDecider);
const NOW = { now: '2026-11-25T10:00:00.000Z' };
const reply = (actor = OWNER) => new RecordCoachingReply({ sessionId: SESSION_ID, messageId: 'm2', content: '現状はどうですか？', citations: [], cutOff: false, provider: 'offline' }, actor);

describe('coaching session decider', () => {
  it('starts a session with its opening line; a reflection needs a topic, a role-play a known scenario', () => {
    given().when(aStart()).then([aSessionStarted()]);
    given().when(aStart({ sessionType: 'reflection', topic: ' 今週の1on1 ' })).then([aSessionStarted({ sessionType: 'reflection', topic: '今週の1on1' })]);
    given().when(aStart({ sessionType: 'reflection', topic: '  ' })).thenFails('AI_COACHING.TOPIC_REQUIRED', { message: '振り返りトピックを入力してください' });
    given().when(aStart({ sessionType: 'roleplay', scenarioId: 'nope' })).thenFails('AI_COACHING.SCENARIO_REQUIRED', { message: 'ロールプレイシナリオを選択してください' });
    given().when(aStart({ sessionType: 'roleplay', scenarioId: 'feedback' })).then([aSessionStarted({ sessionType: 'roleplay', scenarioId: 'feedback' })]);
  });

  it('appends a message in order, trimmed; refuses a blank one', () => {
    given(aSessionStarted()).when(aSend(' 目標を決めたい '), NOW).then([aMessageSent()]);
    given(aSessionStarted()).when(aSend(' \n '), NOW).thenFails('AI_COACHING.BLANK_MESSAGE', { kind: 'validation', message: 'メッセージを入力してください' });
  });

  it('lets one message be pending at a time, until the reply, a failure or five minutes', () => {
    given(aSessionStarted(), aMessageSent()).when(aSend(), NOW).thenFails('AI_COACHING.REPLY_PENDING', { kind: 'conflict' });
    given(aSessionStarted(), aMessageSent(), aReplyRecorded()).when(aSend(), NOW).then([aMessageSent({ messageOrder: 3 })]);
    given(aSessionStarted(), aMessageSent(), { type: 'CoachingReplyFailed', data: { sessionId: SESSION_ID, reason: 'timeout' } })
      .when(aSend(), NOW)
      .then([aMessageSent({ messageOrder: 2 })]);
    given(aSessionStarted(), aMessageSent({ sentAt: '2026-11-25T09:54:00.000Z' })).when(aSend(), NOW).then([aMessageSent({ messageOrder: 2 })]);
  });

  it('records a reply only while one is pending', () => {
    given(aSessionStarted(), aMessageSent()).when(reply()).then([aReplyRecorded()]);
    given(aSessionStarted()).when(reply()).thenFails('AI_COACHING.NO_REPLY_PENDING', { kind: 'conflict' });
    given(aSessionStarted()).when(new FailCoachingReply({ sessionId: SESSION_ID, reason: 'timeout' }, OWNER)).then([]);
  });

  it("answers someone else's session as unknown, whatever their role", () => {
    given(aSessionStarted()).when(aSend('のぞき見', STRANGER), NOW).thenFails('AI_COACHING.SESSION_NOT_FOUND', { kind: 'not_found' });
    given(aSessionStarted()).when(new DeleteCoachingSession({ sessionId: SESSION_ID }, STRANGER)).thenFails('AI_COACHING.SESSION_NOT_FOUND');
    given().when(aSend(), NOW).thenFails('AI_COACHING.SESSION_NOT_FOUND');
  });

  it('takes no message after the end, completes a recommendation once, and forgets a deleted session', () => {
    given(aSessionStarted(), aSessionCompleted()).when(aSend(), NOW).thenFails('AI_COACHING.SESSION_COMPLETED', { kind: 'conflict' });
    const complete = new CompleteCoachingRecommendation({ sessionId: SESSION_ID, recommendationId: 'r1' }, OWNER);
    given(aSessionStarted(), aSessionCompleted()).when(complete).then([{ type: 'CoachingRecommendationCompleted', data: { sessionId: SESSION_ID, recommendationId: 'r1' } }]);
    given(aSessionStarted(), aSessionCompleted(), { type: 'CoachingRecommendationCompleted', data: { sessionId: SESSION_ID, recommendationId: 'r1' } }).when(complete).then([]);
    given(aSessionStarted()).when(complete).thenFails('AI_COACHING.RECOMMENDATION_NOT_FOUND');
    given(aSessionStarted(), { type: 'CoachingSessionDeleted', data: { sessionId: SESSION_ID, userId: OWNER.id } }).when(aSend(), NOW).thenFails('AI_COACHING.SESSION_NOT_FOUND');
  });
});
