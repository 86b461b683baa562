import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/** The kinds of topic in a team's catalogue. */
export type SessionTopicCategory = 'career' | 'mindset' | 'skills' | 'relationships' | 'workload' | 'feedback' | 'wellbeing' | 'other';

/** What the member wants from the talk about a topic. */
export type ResponseWanted = 'advice' | 'think_together' | 'listen';

/** Who added a topic or owns an action item: the entry's member or its manager. */
export type AgendaParty = 'member' | 'manager';

export interface SessionTopicData {
  topicId: string;
  name: string;
  category: SessionTopicCategory;
  description: string | null;
}

// A team's topic catalogue (stream `session-topic-catalogue-<teamId>`).

/** The catalogue's first event: the default topics, appended before the first change a leader makes. */
export type SessionTopicCatalogueSeeded = DomainEvent<'SessionTopicCatalogueSeeded', { teamId: string; topics: SessionTopicData[] }>;
export type SessionTopicAdded = DomainEvent<'SessionTopicAdded', { teamId: string } & SessionTopicData>;
export type SessionTopicDeactivated = DomainEvent<'SessionTopicDeactivated', { teamId: string; topicId: string }>;
export type SessionTopicReactivated = DomainEvent<'SessionTopicReactivated', { teamId: string; topicId: string }>;

export type SessionTopicCatalogueEvent =
  | SessionTopicCatalogueSeeded
  | SessionTopicAdded
  | SessionTopicDeactivated
  | SessionTopicReactivated;

// The agenda of one 1on1 entry (stream `one-on-one-agenda-<entryId>`): the open agenda of the next
// session, the closed agendas of held sessions, action items and pulses.

export type AgendaTopicAdded = DomainEvent<
  'AgendaTopicAdded',
  {
    entryId: string;
    itemId: string;
    /** The catalogue topic it was picked from; null for a topic of one's own. */
    topicId: string | null;
    title: string;
    /** 1 (high) .. 3 (low). */
    priority: number;
    notes: string | null;
    /** null when the manager added it (what the member wants is theirs to say). */
    responseWanted: ResponseWanted | null;
    addedBy: AgendaParty;
  }
>;
export type AgendaTopicRemoved = DomainEvent<'AgendaTopicRemoved', { entryId: string; itemId: string }>;
export type AgendaTopicOutcomeRecorded = DomainEvent<'AgendaTopicOutcomeRecorded', { entryId: string; itemId: string; outcome: string | null }>;
export type ActionItemAdded = DomainEvent<
  'ActionItemAdded',
  {
    entryId: string;
    actionItemId: string;
    title: string;
    owner: AgendaParty;
    /** `YYYY-MM-DD`, or null. */
    dueDate: string | null;
  }
>;
export type ActionItemCompleted = DomainEvent<'ActionItemCompleted', { entryId: string; actionItemId: string; completedBy: AgendaParty }>;
/**
 * The 1on1 module recorded a session: the open agenda becomes that session's record (read-only
 * from now on) and a new, empty agenda opens. `itemIds`: its topics; `actionItemIds`: the action
 * items added on it. Open action items stay open and carry over to the next agenda.
 */
export type AgendaClosed = DomainEvent<
  'AgendaClosed',
  { entryId: string; sessionId: string; sessionDate: string; itemIds: string[]; actionItemIds: string[] }
>;
/** The member's short pulse after a session: how clear they feel (1..5). */
export type AgendaPulseGiven = DomainEvent<'AgendaPulseGiven', { entryId: string; sessionId: string; clarity: number; comment: string | null }>;
/** The 1on1 entry was deleted: its agendas go with it, and a new entry for the same pair starts afresh. */
export type AgendaDiscarded = DomainEvent<'AgendaDiscarded', { entryId: string }>;

export type OneOnOneAgendaEvent =
  | AgendaTopicAdded
  | AgendaTopicRemoved
  | AgendaTopicOutcomeRecorded
  | ActionItemAdded
  | ActionItemCompleted
  | AgendaClosed
  | AgendaPulseGiven
  | AgendaDiscarded;

/** Schema versions, registered by `OneOnOneAgendasModule`. */
export const SESSION_TOPIC_CATALOGUE_EVENT_SCHEMAS = eventSchemas<SessionTopicCatalogueEvent>({
  SessionTopicCatalogueSeeded: 1,
  SessionTopicAdded: 1,
  SessionTopicDeactivated: 1,
  SessionTopicReactivated: 1,
});

export const ONE_ON_ONE_AGENDA_EVENT_SCHEMAS = eventSchemas<OneOnOneAgendaEvent>({
  AgendaTopicAdded: 1,
  AgendaTopicRemoved: 1,
  AgendaTopicOutcomeRecorded: 1,
  ActionItemAdded: 1,
  ActionItemCompleted: 1,
  AgendaClosed: 1,
  AgendaPulseGiven: 1,
  AgendaDiscarded: 1,
});
