import { UserCommand } from '../../../platform/domain/command.js';
import type { CoachContextRef } from '../coach/analysis/coach-context.js';
import type { Citation, CoachingRecommendation, Debrief, SessionType } from '../events/coaching-session.events.js';

// Commands of one AI session (stream `ai-coaching-session-<sessionId>`). Only its owner may act
// on it: anyone else is told it does not exist. Ids are generated where a command is created.

/** Starts a session with the coach's (or the role-play persona's) opening line. Answers the session id. */
export class StartCoachingSession extends UserCommand<
  'StartCoachingSession',
  {
    sessionId: string;
    sessionType: SessionType;
    topic?: string | null;
    scenarioId?: string | null;
    opening: { messageId: string; content: string; citations: Citation[] };
    /** The board the session was started from (a coaching session only). */
    context?: CoachContextRef | null;
  },
  { id: string }
> {
  readonly type = 'StartCoachingSession';
}

/** Appends the user's message; the session then waits for the coach's reply (one pending at a time). */
export class SendCoachingMessage extends UserCommand<'SendCoachingMessage', { sessionId: string; messageId: string; content: string }> {
  readonly type = 'SendCoachingMessage';
}

/** Stores the coach's reply once it is complete, or what arrived before the provider stopped (`cutOff`). */
export class RecordCoachingReply extends UserCommand<
  'RecordCoachingReply',
  { sessionId: string; messageId: string; content: string; citations: Citation[]; cutOff: boolean; provider: string }
> {
  readonly type = 'RecordCoachingReply';
}

/** The provider answered nothing: the session stops waiting; the user's message stays. */
export class FailCoachingReply extends UserCommand<'FailCoachingReply', { sessionId: string; reason: 'provider_error' | 'timeout' }> {
  readonly type = 'FailCoachingReply';
}

/** Ends the session with its summary, the role-play's debrief and the coach's recommendations. */
export class CompleteCoachingSession extends UserCommand<
  'CompleteCoachingSession',
  { sessionId: string; summary: string; debrief: Debrief | null; recommendations: CoachingRecommendation[] }
> {
  readonly type = 'CompleteCoachingSession';
}

export class CompleteCoachingRecommendation extends UserCommand<'CompleteCoachingRecommendation', { sessionId: string; recommendationId: string }> {
  readonly type = 'CompleteCoachingRecommendation';
}

/** Deletes the session with its messages and recommendations from every list. */
export class DeleteCoachingSession extends UserCommand<'DeleteCoachingSession', { sessionId: string }> {
  readonly type = 'DeleteCoachingSession';
}

export type CoachingSessionCommand =
  | StartCoachingSession
  | SendCoachingMessage
  | RecordCoachingReply
  | FailCoachingReply
  | CompleteCoachingSession
  | CompleteCoachingRecommendation
  | DeleteCoachingSession;
