import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';
import type { AgendaParty, ResponseWanted, SessionTopicCategory } from '../events/one-on-one-agenda.events.js';

// Commands of the agendas module. Ids are generated where a command is created. The acting user
// takes part as the entry's member or manager (`AgendaFacts.role`, found by the handler); anyone
// else is told the agenda does not exist.

/** `next`: the open agenda of the coming session; any other value names a held session. */
export type AgendaSessionRef = 'next' | string;

/** Adds a topic to the open agenda (priority 1 high .. 3 low). */
export class AddAgendaTopic extends UserCommand<
  'AddAgendaTopic',
  {
    entryId: string;
    sessionId: AgendaSessionRef;
    itemId: string;
    topicId?: string | null;
    title: string;
    priority?: number;
    notes?: string | null;
    responseWanted?: ResponseWanted | null;
  }
> {
  readonly type = 'AddAgendaTopic';
}

/** Removes a topic from the open agenda: the one who added it, or the manager. */
export class RemoveAgendaTopic extends UserCommand<'RemoveAgendaTopic', { entryId: string; sessionId: AgendaSessionRef; itemId: string }> {
  readonly type = 'RemoveAgendaTopic';
}

/** The manager writes what came out of a topic, during the session (empty clears it). */
export class RecordAgendaTopicOutcome extends UserCommand<
  'RecordAgendaTopicOutcome',
  { entryId: string; sessionId: AgendaSessionRef; itemId: string; outcome: string | null }
> {
  readonly type = 'RecordAgendaTopicOutcome';
}

/** Adds an action item to the open agenda, with its owner and due date. */
export class AddActionItem extends UserCommand<
  'AddActionItem',
  { entryId: string; sessionId: AgendaSessionRef; actionItemId: string; title: string; owner: AgendaParty; dueDate?: string | null }
> {
  readonly type = 'AddActionItem';
}

/** Closes an action item: the member, or the manager when they own it. */
export class CompleteActionItem extends UserCommand<'CompleteActionItem', { entryId: string; actionItemId: string }> {
  readonly type = 'CompleteActionItem';
}

/** The member's pulse after a held session (clarity 1..5), once per session. */
export class GiveAgendaPulse extends UserCommand<
  'GiveAgendaPulse',
  { entryId: string; sessionId: string; clarity: number; comment?: string | null }
> {
  readonly type = 'GiveAgendaPulse';
}

/** Issued by a reactor when the 1on1 module records a session. */
export class CloseAgenda extends DomainCommand<'CloseAgenda', { entryId: string; sessionId: string; sessionDate: string }> {
  readonly type = 'CloseAgenda';
}

/** Issued by a reactor when the 1on1 entry is deleted. */
export class DiscardAgenda extends DomainCommand<'DiscardAgenda', { entryId: string }> {
  readonly type = 'DiscardAgenda';
}

export type OneOnOneAgendaCommand =
  | AddAgendaTopic
  | RemoveAgendaTopic
  | RecordAgendaTopicOutcome
  | AddActionItem
  | CompleteActionItem
  | GiveAgendaPulse
  | CloseAgenda
  | DiscardAgenda;

/** A team leader adds a topic to the team's catalogue. */
export class AddSessionTopic extends UserCommand<
  'AddSessionTopic',
  { teamId: string; topicId: string; name: string; category: SessionTopicCategory; description?: string | null }
> {
  readonly type = 'AddSessionTopic';
}

/** A team leader deactivates (or activates again) a topic; topics are never deleted. */
export class SetSessionTopicActive extends UserCommand<'SetSessionTopicActive', { teamId: string; topicId: string; isActive: boolean }> {
  readonly type = 'SetSessionTopicActive';
}

export type SessionTopicCatalogueCommand = AddSessionTopic | SetSessionTopicActive;
