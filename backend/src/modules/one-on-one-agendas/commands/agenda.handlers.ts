import type { Type } from '@nestjs/common';
import { passThrough } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import type { FactsOf } from '../../../platform/domain/decider.js';
import {
  AddActionItem,
  AddAgendaTopic,
  CloseAgenda,
  CompleteActionItem,
  DiscardAgenda,
  GiveAgendaPulse,
  RecordAgendaTopicOutcome,
  RemoveAgendaTopic,
} from '../domain/one-on-one-agenda.commands.js';
import { oneOnOneAgendaDecider, oneOnOneAgendaStream, type OneOnOneAgendaFacts } from '../domain/one-on-one-agenda.js';
import { catalogueTopics, sessionTopicCatalogueDecider, sessionTopicCatalogueStream } from '../domain/session-topic-catalogue.js';
import type { OneOnOneEntrySummary } from '../../one-on-one/index.js';
import { AgendaAccess } from './agenda-access.js';

type PartyCommand = AddAgendaTopic | RemoveAgendaTopic | RecordAgendaTopicOutcome | AddActionItem | CompleteActionItem | GiveAgendaPulse;
type PartyFacts<C extends PartyCommand> = Omit<OneOnOneAgendaFacts[C['type']], 'role'>;
type MoreFacts<C extends PartyCommand> = (command: C, entry: OneOnOneEntrySummary, aggregates: AggregateStore, access: AgendaAccess) => Promise<PartyFacts<C>> | PartyFacts<C>;

/**
 * The handler of an agenda use case of the entry's two parties: it finds the caller's part in the
 * entry (`AgendaAccess`: 404 for anyone else), then decides on the agenda's stream with that role
 * and what else the decision needs (`more`: `() => ({})` where there is nothing more; a command
 * that needs more does not compile so). `sharedHandler` (platform/commands/shared-handler.ts)
 * makes the class Nest registers.
 */
const asParty = <C extends PartyCommand>(command: Type<C>, more: MoreFacts<C>) =>
  sharedHandler(command, [AggregateStore, AgendaAccess], async (cmd, aggregates, access): Promise<void> => {
    const { entry, role } = await access.partOf(cmd.data.entryId, cmd.actor);
    const facts = [{ role, ...(await more(cmd, entry, aggregates, access)) }] as FactsOf<C, OneOnOneAgendaFacts>;
    await aggregates.execute(oneOnOneAgendaStream.streamId(entry.entryId), oneOnOneAgendaDecider, (state) => oneOnOneAgendaDecider.decide(cmd, state, ...facts), {
      expectedRevision: cmd.expectedRevision,
    });
  });

const nothingMore = () => ({});
const onAgenda = (command: { data: { entryId: string } }) => oneOnOneAgendaStream.streamId(command.data.entryId);

/**
 * The agenda's command handlers. A topic from the team's catalogue is looked up in it; an action
 * item is dated today. Closing and discarding come from the reactor (no user, no access check: the
 * 1on1 module recorded or deleted the session) and decide on the agenda alone: pass-through
 * registrations (platform/commands/pass-through.ts).
 */
export const AGENDA_COMMAND_HANDLERS = [
  asParty(AddAgendaTopic, async (command, entry, aggregates) => {
    const topicId = command.data.topicId ?? null;
    if (topicId === null) return { topic: null };
    const catalogue = await aggregates.load(sessionTopicCatalogueStream.streamId(entry.teamId), sessionTopicCatalogueDecider);
    return { topic: catalogueTopics(catalogue.state)[topicId] ?? null };
  }),
  asParty(RemoveAgendaTopic, nothingMore),
  asParty(RecordAgendaTopicOutcome, nothingMore),
  asParty(AddActionItem, (_command, _entry, _aggregates, access) => ({ today: access.today() })),
  asParty(CompleteActionItem, nothingMore),
  asParty(GiveAgendaPulse, nothingMore),
  passThrough(CloseAgenda, onAgenda, oneOnOneAgendaDecider),
  passThrough(DiscardAgenda, onAgenda, oneOnOneAgendaDecider),
];
