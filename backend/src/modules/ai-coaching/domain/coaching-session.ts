import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { CoachingSessionEvent, SessionType } from '../events/coaching-session.events.js';
import { SESSION_TYPES } from '../events/coaching-session.events.js';
import type { CoachingSessionCommand } from './coaching-session.commands.js';
import {
  BlankMessageError,
  CoachingSessionNotFoundError,
  MessageTooLongError,
  NoReplyPendingError,
  RecommendationNotFoundError,
  ReplyPendingError,
  ScenarioRequiredError,
  SessionCompletedError,
  TopicRequiredError,
} from './coaching-session.errors.js';
import { findScenario } from './scenarios.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { AI_COACHING_LIMITS } from '@pivot/rules';

export const coachingSessionStream = streamCategory('ai-coaching-session');
export const coachingSessionStreamId = coachingSessionStream.streamId;

/** The longest message a user may send, and the longest topic (shared with the client). */
const MAX_MESSAGE_LENGTH = AI_COACHING_LIMITS.message.max;
const MAX_TOPIC_LENGTH = AI_COACHING_LIMITS.topic.max;

/**
 * A reply still pending after this long is taken as lost (the server stopped mid-reply): the user
 * may send again. Longer than any provider timeout the settings allow to be useful.
 */
export const PENDING_EXPIRES_MS = 5 * 60 * 1000;

export type CoachingSessionState =
  | { status: 'empty' }
  | {
      status: 'active' | 'completed';
      userId: string;
      sessionType: SessionType;
      /** Messages so far (the opening included): the next one's order. */
      messageCount: number;
      /** When the user's message now waiting for a reply was sent; null when none waits. */
      pendingSince: string | null;
      recommendationIds: string[];
      completedRecommendationIds: string[];
    }
  | { status: 'deleted' };

export interface CoachingSessionFacts {
  /** Now (ISO): a pending reply older than `PENDING_EXPIRES_MS` no longer blocks. */
  SendCoachingMessage: { now: string };
}

type Live = Extract<CoachingSessionState, { status: 'active' | 'completed' }>;

function ownedBy(state: CoachingSessionState, actorId: string): Live {
  if ((state.status !== 'active' && state.status !== 'completed') || state.userId !== actorId) throw new CoachingSessionNotFoundError();
  return state;
}

function active(state: CoachingSessionState, actorId: string): Live {
  const session = ownedBy(state, actorId);
  if (session.status === 'completed') throw new SessionCompletedError();
  return session;
}

function decide(command: CoachingSessionCommand, state: CoachingSessionState, facts?: CoachingSessionFacts[keyof CoachingSessionFacts]): CoachingSessionEvent[] {
  switch (command.type) {
    case 'StartCoachingSession': {
      if (state.status !== 'empty') return [];
      const { sessionId, sessionType, opening } = command.data;
      if (!SESSION_TYPES.includes(sessionType)) throw new CoachingSessionNotFoundError();
      const topic = command.data.topic?.trim() || null;
      if (topic && topic.length > MAX_TOPIC_LENGTH) throw new MessageTooLongError(MAX_TOPIC_LENGTH);
      if (sessionType === 'reflection' && !topic) throw new TopicRequiredError();
      const scenarioId = sessionType === 'roleplay' ? (command.data.scenarioId ?? null) : null;
      if (sessionType === 'roleplay' && (!scenarioId || !findScenario(scenarioId))) throw new ScenarioRequiredError();
      const context = sessionType === 'roleplay' ? null : (command.data.context ?? null);
      return [{ type: 'CoachingSessionStarted', data: { sessionId, userId: command.actor.id, sessionType, topic, scenarioId, opening, ...(context ? { context } : {}) } }];
    }
    case 'SendCoachingMessage': {
      const session = active(state, command.actor.id);
      const content = command.data.content.trim();
      if (!content) throw new BlankMessageError();
      if (content.length > MAX_MESSAGE_LENGTH) throw new MessageTooLongError(MAX_MESSAGE_LENGTH);
      const { now } = facts as CoachingSessionFacts['SendCoachingMessage'];
      if (session.pendingSince && Date.parse(now) - Date.parse(session.pendingSince) < PENDING_EXPIRES_MS) throw new ReplyPendingError();
      return [
        {
          type: 'CoachingMessageSent',
          data: { sessionId: command.data.sessionId, messageId: command.data.messageId, messageOrder: session.messageCount, content, sentAt: now },
        },
      ];
    }
    case 'RecordCoachingReply': {
      const session = ownedBy(state, command.actor.id);
      if (!session.pendingSince) throw new NoReplyPendingError();
      const { sessionId, messageId, content, citations, cutOff, provider } = command.data;
      return [{ type: 'CoachingReplyRecorded', data: { sessionId, messageId, messageOrder: session.messageCount, content, citations, cutOff, provider } }];
    }
    case 'FailCoachingReply': {
      const session = ownedBy(state, command.actor.id);
      if (!session.pendingSince) return [];
      return [{ type: 'CoachingReplyFailed', data: { sessionId: command.data.sessionId, reason: command.data.reason } }];
    }
    case 'CompleteCoachingSession': {
      const session = ownedBy(state, command.actor.id);
      if (session.status === 'completed') return [];
      if (session.pendingSince) throw new ReplyPendingError();
      const { sessionId, summary, debrief, recommendations } = command.data;
      return [{ type: 'CoachingSessionCompleted', data: { sessionId, summary, debrief, recommendations } }];
    }
    case 'CompleteCoachingRecommendation': {
      const session = ownedBy(state, command.actor.id);
      const { sessionId, recommendationId } = command.data;
      if (!session.recommendationIds.includes(recommendationId)) throw new RecommendationNotFoundError();
      if (session.completedRecommendationIds.includes(recommendationId)) return [];
      return [{ type: 'CoachingRecommendationCompleted', data: { sessionId, recommendationId } }];
    }
    case 'DeleteCoachingSession': {
      const session = ownedBy(state, command.actor.id);
      return [{ type: 'CoachingSessionDeleted', data: { sessionId: command.data.sessionId, userId: session.userId } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: CoachingSessionState, event: CoachingSessionEvent): CoachingSessionState {
  switch (event.type) {
    case 'CoachingSessionStarted':
      return {
        status: 'active',
        userId: event.data.userId,
        sessionType: event.data.sessionType,
        messageCount: 1,
        pendingSince: null,
        recommendationIds: [],
        completedRecommendationIds: [],
      };
    case 'CoachingMessageSent':
      if (state.status !== 'active') return state;
      return { ...state, messageCount: state.messageCount + 1, pendingSince: event.data.sentAt };
    case 'CoachingReplyRecorded':
      if (state.status !== 'active' && state.status !== 'completed') return state;
      return { ...state, messageCount: state.messageCount + 1, pendingSince: null };
    case 'CoachingReplyFailed':
      if (state.status !== 'active' && state.status !== 'completed') return state;
      return { ...state, pendingSince: null };
    case 'CoachingSessionCompleted':
      if (state.status !== 'active') return state;
      return { ...state, status: 'completed', recommendationIds: event.data.recommendations.map((r) => r.recommendationId) };
    case 'CoachingRecommendationCompleted':
      if (state.status !== 'active' && state.status !== 'completed') return state;
      return { ...state, completedRecommendationIds: [...state.completedRecommendationIds, event.data.recommendationId] };
    case 'CoachingSessionDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}

export const coachingSessionDecider: Decider<CoachingSessionState, CoachingSessionCommand, CoachingSessionEvent, CoachingSessionFacts> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
