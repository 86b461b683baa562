import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
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
import { oneOnOneAgendaDecider, oneOnOneAgendaStreamId } from '../domain/one-on-one-agenda.js';
import { catalogueTopics, sessionTopicCatalogueDecider, sessionTopicCatalogueStreamId } from '../domain/session-topic-catalogue.js';
import { AgendaAccess } from './agenda-access.js';

// The agenda's use cases. Each finds the caller's part in the entry (`AgendaAccess`: 404 for
// anyone else), then decides on the agenda's stream. They are small and alike, so they share a file.

@CommandHandler(AddAgendaTopic)
export class AddAgendaTopicHandler implements ICommandHandler<AddAgendaTopic> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  async execute(command: AddAgendaTopic): Promise<void> {
    const { entry, role } = await this.access.partOf(command.data.entryId, command.actor);
    const topicId = command.data.topicId ?? null;
    let topic: { name: string; isActive: boolean } | null = null;
    if (topicId !== null) {
      const catalogue = await this.aggregates.load(sessionTopicCatalogueStreamId(entry.teamId), sessionTopicCatalogueDecider);
      topic = catalogueTopics(catalogue.state)[topicId] ?? null;
    }
    await this.aggregates.execute(
      oneOnOneAgendaStreamId(entry.entryId),
      oneOnOneAgendaDecider,
      (state) => oneOnOneAgendaDecider.decide(command, state, { role, topic }),
      { expectedRevision: command.expectedRevision },
    );
  }
}

@CommandHandler(RemoveAgendaTopic)
export class RemoveAgendaTopicHandler implements ICommandHandler<RemoveAgendaTopic> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  async execute(command: RemoveAgendaTopic): Promise<void> {
    const { entry, role } = await this.access.partOf(command.data.entryId, command.actor);
    await this.aggregates.execute(
      oneOnOneAgendaStreamId(entry.entryId),
      oneOnOneAgendaDecider,
      (state) => oneOnOneAgendaDecider.decide(command, state, { role }),
      { expectedRevision: command.expectedRevision },
    );
  }
}

@CommandHandler(RecordAgendaTopicOutcome)
export class RecordAgendaTopicOutcomeHandler implements ICommandHandler<RecordAgendaTopicOutcome> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  async execute(command: RecordAgendaTopicOutcome): Promise<void> {
    const { entry, role } = await this.access.partOf(command.data.entryId, command.actor);
    await this.aggregates.execute(
      oneOnOneAgendaStreamId(entry.entryId),
      oneOnOneAgendaDecider,
      (state) => oneOnOneAgendaDecider.decide(command, state, { role }),
      { expectedRevision: command.expectedRevision },
    );
  }
}

@CommandHandler(AddActionItem)
export class AddActionItemHandler implements ICommandHandler<AddActionItem> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  async execute(command: AddActionItem): Promise<void> {
    const { entry, role } = await this.access.partOf(command.data.entryId, command.actor);
    await this.aggregates.execute(
      oneOnOneAgendaStreamId(entry.entryId),
      oneOnOneAgendaDecider,
      (state) => oneOnOneAgendaDecider.decide(command, state, { role, today: this.access.today() }),
      { expectedRevision: command.expectedRevision },
    );
  }
}

@CommandHandler(CompleteActionItem)
export class CompleteActionItemHandler implements ICommandHandler<CompleteActionItem> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  async execute(command: CompleteActionItem): Promise<void> {
    const { entry, role } = await this.access.partOf(command.data.entryId, command.actor);
    await this.aggregates.execute(
      oneOnOneAgendaStreamId(entry.entryId),
      oneOnOneAgendaDecider,
      (state) => oneOnOneAgendaDecider.decide(command, state, { role }),
      { expectedRevision: command.expectedRevision },
    );
  }
}

@CommandHandler(GiveAgendaPulse)
export class GiveAgendaPulseHandler implements ICommandHandler<GiveAgendaPulse> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly access: AgendaAccess,
  ) {}

  async execute(command: GiveAgendaPulse): Promise<void> {
    const { entry, role } = await this.access.partOf(command.data.entryId, command.actor);
    await this.aggregates.execute(
      oneOnOneAgendaStreamId(entry.entryId),
      oneOnOneAgendaDecider,
      (state) => oneOnOneAgendaDecider.decide(command, state, { role }),
      { expectedRevision: command.expectedRevision },
    );
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
