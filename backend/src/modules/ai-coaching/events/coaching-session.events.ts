import type { DomainEvent, EventMetadata } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { personal } from '../../../platform/event-store/personal-data.js';

/** Spec part 2 §3: the kinds of AI session. */
export type SessionType = 'reflection' | 'coaching' | 'planning' | 'roleplay';
export const SESSION_TYPES: readonly SessionType[] = ['reflection', 'coaching', 'planning', 'roleplay'];

/** A knowledge passage a reply drew on: what the screen names under the reply. */
export interface Citation {
  /** The passage's id in the knowledge the coach reads (a concept card or knowledge-base entry). */
  id: string;
  /** What the user reads: the concept or worksheet's title. */
  title: string;
}

/** The role-play's end: what went well, what to try next, and the concept behind it. */
/** How a manager's line in a role-play comes across (decision 0075). */
export const TURN_TYPES = ['open', 'closed', 'empathy', 'praise', 'summary', 'advice', 'directive', 'interruption', 'neutral'] as const;
export type TurnType = (typeof TURN_TYPES)[number];

export interface Debrief {
  wentWell: string[];
  toTry: string[];
  concept: Citation & { text: string };
  /** The manager's lines by kind, counted and quoted; absent in debriefs recorded before decision 0075. */
  turns?: { type: TurnType; label: string; count: number; quotes: string[] }[];
  /** One weak line of the transcript and a better one. */
  betterLine?: { original: string; suggestion: string; reason: string } | null;
  /** Whether the persona's hidden concern came out. */
  concernHeard?: boolean;
}

export type CoachingSessionStarted = DomainEvent<
  'CoachingSessionStarted',
  {
    sessionId: string;
    userId: string;
    sessionType: SessionType;
    /** The reflection's topic (required for reflection), or what a coaching session is about. */
    topic: string | null;
    /** Role-play: the scenario id (§9); null otherwise. */
    scenarioId: string | null;
    /** The coach's or persona's opening line, so a session never starts empty. */
    opening: { messageId: string; content: string; citations: Citation[] };
  }
>;

export type CoachingMessageSent = DomainEvent<
  'CoachingMessageSent',
  { sessionId: string; messageId: string; messageOrder: number; content: string; sentAt: string }
>;

export type CoachingReplyRecorded = DomainEvent<
  'CoachingReplyRecorded',
  {
    sessionId: string;
    messageId: string;
    messageOrder: number;
    content: string;
    citations: Citation[];
    /** True when the provider stopped midway: the text is what had arrived. */
    cutOff: boolean;
    /** `offline` or the provider's name (`openai`, `anthropic`, `ollama`). */
    provider: string;
  }
>;

/** The provider failed or timed out before answering anything: the user's message stays, nothing else. */
export type CoachingReplyFailed = DomainEvent<'CoachingReplyFailed', { sessionId: string; reason: 'provider_error' | 'timeout' }>;

export type CoachingRecommendation = { recommendationId: string; title: string; description: string; category: string; priority: number };

export type CoachingSessionCompleted = DomainEvent<
  'CoachingSessionCompleted',
  { sessionId: string; summary: string; debrief: Debrief | null; recommendations: CoachingRecommendation[] }
>;

export type CoachingRecommendationCompleted = DomainEvent<'CoachingRecommendationCompleted', { sessionId: string; recommendationId: string }>;

export type CoachingSessionDeleted = DomainEvent<'CoachingSessionDeleted', { sessionId: string; userId: string }>;

export type CoachingSessionEvent =
  | CoachingSessionStarted
  | CoachingMessageSent
  | CoachingReplyRecorded
  | CoachingReplyFailed
  | CoachingSessionCompleted
  | CoachingRecommendationCompleted
  | CoachingSessionDeleted;

/**
 * The session's text is its user's (decision 0044). The events after the start name no user: they
 * are appended by the session's owner (every coaching command is the owner's own), so the subject
 * is the acting user of the metadata; without one the text stays in clear.
 */
const sessionOwner = (_data: unknown, metadata: EventMetadata): string | null => metadata.userId;
const forgottenOpening = () => ({ messageId: '', content: '', citations: [] });

export const COACHING_SESSION_EVENT_SCHEMAS = eventSchemas<CoachingSessionEvent>({
  CoachingSessionStarted: {
    version: 1,
    personal: personal<CoachingSessionStarted['data']>('userId', { topic: null, opening: forgottenOpening }),
  },
  CoachingMessageSent: { version: 1, personal: personal<CoachingMessageSent['data']>(sessionOwner, { content: '' }) },
  CoachingReplyRecorded: { version: 1, personal: personal<CoachingReplyRecorded['data']>(sessionOwner, { content: '' }) },
  CoachingReplyFailed: 1,
  CoachingSessionCompleted: {
    version: 1,
    personal: personal<CoachingSessionCompleted['data']>(sessionOwner, { summary: '', debrief: null, recommendations: [] }),
  },
  CoachingRecommendationCompleted: 1,
  CoachingSessionDeleted: 1,
});
