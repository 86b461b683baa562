import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
import { oneOnOneAgendaDecider, oneOnOneAgendaStreamId, type OneOnOneAgendaFacts } from '../domain/one-on-one-agenda.js';
import { catalogueTopics, sessionTopicCatalogueDecider, sessionTopicCatalogueStreamId } from '../domain/session-topic-catalogue.js';
import type { OneOnOneEntrySummary } from '../../one-on-one/index.js';
import { AgendaAccess } from './agenda-access.js';

// The agenda's use cases. Each finds the caller's part in the entry (`AgendaAccess`: 404 for
// anyone else), then decides on the agenda's stream with that role and what else its decision
// needs (`OneOnOneAgendaFacts`). They are small and alike, so they share a file and one way to run.

type PartyCommand = AddAgendaTopic | RemoveAgendaTopic | RecordAgendaTopicOutcome | AddActionItem | CompleteActionItem | GiveAgendaPulse;
type PartyFacts<C extends PartyCommand> = Omit<OneOnOneAgendaFacts[C['type']], 'role'>;

/**
 * Decides `command` on its entry's agenda as the caller's part in the entry; `more` gives the facts
 * beyond the role (`() => ({})` where there are none: a command that needs more does not compile so).
 */
async function decideAsParty<C extends PartyCommand>(
  aggregates: AggregateStore,
  access: AgendaAccess,
  command: C,
  more: (entry: OneOnOneEntrySummary) => Promise<PartyFacts<C>> | PartyFacts<C>,
): Promise<void> {
  const { entry, role } = await access.partOf(command.data.entryId, command.actor);
  const facts = [{ role, ...(await more(entry)) }] as FactsOf<C, OneOnOneAgendaFacts>;
  await aggregates.execute(oneOnOneAgendaStreamId(entry.entryId), oneOnOneAgendaDecider, (state) => oneOnOneAgendaDecider.decide(command, state, ...facts), {
    expectedRevision: command.expectedRevision,
  });
}

@CommandHandler(AddAgendaTopic)
export class AddAgendaTopicHandler implements ICommandHandler<AddAgendaTopic> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  execute(command: AddAgendaTopic): Promise<void> {
    return decideAsParty(this.aggregates, this.access, command, async (entry) => {
      const topicId = command.data.topicId ?? null;
      if (topicId === null) return { topic: null };
      const catalogue = await this.aggregates.load(sessionTopicCatalogueStreamId(entry.teamId), sessionTopicCatalogueDecider);
      return { topic: catalogueTopics(catalogue.state)[topicId] ?? null };
    });
  }
}

@CommandHandler(RemoveAgendaTopic)
export class RemoveAgendaTopicHandler implements ICommandHandler<RemoveAgendaTopic> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  execute(command: RemoveAgendaTopic): Promise<void> {
    return decideAsParty(this.aggregates, this.access, command, () => ({}));
  }
}

@CommandHandler(RecordAgendaTopicOutcome)
export class RecordAgendaTopicOutcomeHandler implements ICommandHandler<RecordAgendaTopicOutcome> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  execute(command: RecordAgendaTopicOutcome): Promise<void> {
    return decideAsParty(this.aggregates, this.access, command, () => ({}));
  }
}

@CommandHandler(AddActionItem)
export class AddActionItemHandler implements ICommandHandler<AddActionItem> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  execute(command: AddActionItem): Promise<void> {
    return decideAsParty(this.aggregates, this.access, command, () => ({ today: this.access.today() }));
  }
}

@CommandHandler(CompleteActionItem)
export class CompleteActionItemHandler implements ICommandHandler<CompleteActionItem> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  execute(command: CompleteActionItem): Promise<void> {
    return decideAsParty(this.aggregates, this.access, command, () => ({}));
  }
}

@CommandHandler(GiveAgendaPulse)
export class GiveAgendaPulseHandler implements ICommandHandler<GiveAgendaPulse> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  execute(command: GiveAgendaPulse): Promise<void> {
    return decideAsParty(this.aggregates, this.access, command, () => ({}));
  }
}

/** From the reactor: no user, no access check (the 1on1 module recorded the session). */
@CommandHandler(CloseAgenda)
export class CloseAgendaHandler implements ICommandHandler<CloseAgenda> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: CloseAgenda): Promise<void> {
    await this.aggregates.execute(oneOnOneAgendaStreamId(command.data.entryId), oneOnOneAgendaDecider, (state) =>
      oneOnOneAgendaDecider.decide(command, state),
    );
  }
}

@CommandHandler(DiscardAgenda)
export class DiscardAgendaHandler implements ICommandHandler<DiscardAgenda> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: DiscardAgenda): Promise<void> {
    await this.aggregates.execute(oneOnOneAgendaStreamId(command.data.entryId), oneOnOneAgendaDecider, (state) =>
      oneOnOneAgendaDecider.decide(command, state),
    );
  }
}
