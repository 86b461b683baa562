import type { Citation, CoachingRecommendation, Debrief, SessionType } from '../events/coaching-session.events.js';
import type { CoachContext } from './analysis/coach-context.js';

export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the coach knows of a session when it answers: its kind, topic or scenario, and every turn so far. */
export interface CoachRequest {
  sessionType: SessionType;
  topic: string | null;
  scenarioId: string | null;
  /** Oldest first, the user's new message last. */
  history: CoachTurn[];
  /** The board the session was started from, its facts gathered as of this turn (decision 0076). */
  context?: CoachContext;
}

/** A reply being written: its text arrives in pieces; the citations are known before the first. */
export interface CoachReply {
  citations: Citation[];
  chunks: AsyncIterable<string>;
}

/** How a session ends: the summary, the role-play's debrief and the recommendations. */
export interface CoachClosing {
  summary: string;
  debrief: Debrief | null;
  recommendations: Omit<CoachingRecommendation, 'recommendationId'>[];
}

/** Answers a session's turns. The offline coach, or a LangChain chat model (`AI_PROVIDER`). */
export interface Coach {
  /** `offline`, or the provider's name. */
  readonly provider: string;
  reply(request: CoachRequest, signal: AbortSignal): Promise<CoachReply>;
}

export const COACH = Symbol('COACH');

/** The provider stopped or took longer than `AI_TIMEOUT_MS`. */
export class CoachUnavailableError extends Error {
  constructor(
    readonly reason: 'provider_error' | 'timeout',
    cause?: unknown,
  ) {
    super(`coach ${reason}`, { cause });
  }
}
